import { useCallback, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, MESSAGES, newPostBodySchema } from '@stackhive/shared';
import { formBody } from '../../../api/check-body';
import { paths } from '../../../config/paths';
import { FormField } from '../../../components/FormField';
import { TextField } from '../../../components/TextFields';
import { useSession } from '../../../session/useSession';
import { useCreatePost } from '../api/create-post';
import { MediaUploader, type UploadedMedia } from './MediaUploader';

/**
 * The new-post form of spec 2 and 5: Title, media uploads with previews, Body and 'Post'.
 * The title is required, and a body or at least one uploaded file.
 */
export function NewPostForm() {
  const { profile, currentUser } = useSession();
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [media, setMedia] = useState<UploadedMedia[]>([]);
  const [uploading, setUploading] = useState(false);
  const [chosenNotUploaded, setChosenNotUploaded] = useState(0);
  const [mediaWaiting, setMediaWaiting] = useState(false);
  const bodyId = useId();

  const addMedia = useCallback((item: UploadedMedia) => setMedia((list) => [...list, item]), []);
  const removeMedia = useCallback(
    (id: number) => setMedia((list) => list.filter((item) => item.id !== id)),
    [],
  );
  const setAlt = useCallback(
    (id: number, alt: string) =>
      setMedia((list) => list.map((item) => (item.id === id ? { ...item, alt } : item))),
    [],
  );

  const chosenChanged = useCallback((count: number) => {
    setChosenNotUploaded(count);
    if (count === 0) setMediaWaiting(false);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!profile) {
      window.alert(MESSAGES.loginToAsk);
      void navigate(paths.auth.getHref());
      return;
    }
    // The schema's messages are spec 5's: 'Enter post TITLE...!!', then 'Post must contain
    // either Body or Content...!!!'.
    const newPost = formBody(newPostBodySchema, {
      postTitle: title,
      postBody: body,
      postContent: media.map((item) => item.url),
      // Blank entries (and videos) get the default the placeholders showed, made by the server.
      postContentAlt: media.map((item) => item.alt),
      userPosted: currentUser?.name ?? profile.result.name,
      userId: profile.result._id,
    });
    if (!newPost) return;
    // Files chosen but not uploaded are not silently left out: the form says so and waits.
    if (chosenNotUploaded > 0) {
      setMediaWaiting(true);
      return;
    }
    createPost.mutate(newPost, {
      // Spec 4: after creating a post the app goes to /community.
      onSuccess: () => void navigate(paths.communityLower.getHref()),
    });
  }

  return (
    <form className="new-post-form card" onSubmit={handleSubmit} noValidate>
      <TextField label="Title" maxLength={LIMITS.postTitle.max} value={title} onChange={setTitle} />
      <MediaUploader
        uploaded={media}
        onUploaded={addMedia}
        onRemove={removeMedia}
        onAltChange={setAlt}
        postTitle={title}
        onBusyChange={setUploading}
        onChosenChange={chosenChanged}
      />
      <FormField htmlFor={bodyId} label="Body">
        <textarea
          id={bodyId}
          rows={8}
          value={body}
          maxLength={LIMITS.postBody.max}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={createPost.isPending || uploading}
      >
        Post
      </button>
      {uploading && <p className="form-hint">Wait for the uploads to finish before posting.</p>}
      {mediaWaiting && (
        <p className="form-error" role="alert">
          {MESSAGES.mediaNotUploaded}
        </p>
      )}
    </form>
  );
}
