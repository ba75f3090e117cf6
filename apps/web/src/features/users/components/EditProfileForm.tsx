import { useId, useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, updateUserBodySchema, type SelfUser } from '@stackhive/shared';
import { formBody } from '../../../api/check-body';
import { FormField } from '../../../components/FormField';
import { TextField } from '../../../components/TextFields';
import { TagChipInput } from '../../../components/TagChipInput';
import { useUpdateUser } from '../api/update-user';

interface EditProfileFormProps {
  user: SelfUser;
  onDone: () => void;
}

/** The profile edit form of spec 2: Display name, About me, Watched Tags. */
export function EditProfileForm({ user, onDone }: EditProfileFormProps) {
  const [name, setName] = useState(user.name);
  const [about, setAbout] = useState(user.about);
  const [tags, setTags] = useState<string[]>(user.tags);
  const update = useUpdateUser(user._id);
  const ids = { about: useId(), tags: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = formBody(updateUserBodySchema, { name, about, tags });
    if (!body) return;
    update.mutate(body, {
      onSuccess: onDone,
    });
  }

  return (
    <form className="edit-profile card" onSubmit={handleSubmit} noValidate>
      <h2>Edit Your Profile</h2>
      <h3 className="edit-profile__section">Public information</h3>
      <TextField
        label="Display name"
        required
        maxLength={LIMITS.name.max}
        value={name}
        onChange={setName}
      />
      <FormField htmlFor={ids.about} label="About me">
        <textarea
          id={ids.about}
          rows={8}
          maxLength={LIMITS.about.max}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
        />
      </FormField>
      <FormField htmlFor={ids.tags} label="Watched Tags">
        <TagChipInput
          id={ids.tags}
          tags={tags}
          onChange={setTags}
          max={LIMITS.watchedTags.max}
          maxMessage={MESSAGES.tooManyWatchedTags}
          hint="Type a tag and press space to add it."
        />
      </FormField>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          Save profile
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
