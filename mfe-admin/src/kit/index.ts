export { DataTable, NameHeader } from './data-table';
export { FormCard } from './form-card';
export { RecordList, type RecordListTexts } from './record-list';
export { StatCard } from './stat-card';
export { SectionHeading, TabSection } from './tab-section';
export { Dialog, DialogForm } from './form-dialog';
export { Pager } from './pager';
