import { avatarInitial } from '@stackhive/shared';

interface AvatarProps {
  name: string | null | undefined;
  size?: 'small' | 'medium' | 'large';
}

/** The avatar circle: the upper-cased first letter of the name, or 'S' (spec 2). */
export function Avatar({ name, size = 'small' }: AvatarProps) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {avatarInitial(name)}
    </span>
  );
}
