/** Who the e-mails come from: the ministry's details, whose one source is `@ministry/contracts/ministry`. */
export { MINISTRY, ministryName } from '@ministry/contracts/ministry';
