import { userInitials, type User } from '@ministry/contracts/user';

/** The member's picture, or their initials in a circle. */
export function Avatar({ user }: { user: User }) {
  return user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className="avatar" />
  ) : (
    <span className="avatar avatar-initials" aria-hidden="true">
      {userInitials(user)}
    </span>
  );
}
