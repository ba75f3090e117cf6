import { useId, useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, feedbackBodySchema, type FeedbackBody } from '@stackhive/shared';
import { FormField } from '../../components/FormField';
import { useSendFeedback } from './api/feedback';

const EMPTY: FeedbackBody = { name: '', email: '', subject: '', message: '' };

/** /FeedBack-Form (spec 2, 5, 8): four required fields and Submit. */
export function FeedbackPage() {
  const sendFeedback = useSendFeedback();
  const [fields, setFields] = useState<FeedbackBody>(EMPTY);
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId() };

  const field = (key: keyof FeedbackBody) => ({
    id: ids[key],
    name: key,
    required: true,
    value: fields[key],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [key]: event.target.value })),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = feedbackBodySchema.safeParse(fields);
    if (!checked.success) {
      window.alert(checked.error.issues[0]?.message ?? MESSAGES.feedbackFailed);
      return;
    }
    sendFeedback.mutate(checked.data, {
      onSuccess: (response) => {
        if (response.status === 'SUCCESS') {
          window.alert(MESSAGES.feedbackThanks);
          setFields(EMPTY);
        } else {
          window.alert(MESSAGES.feedbackFailed);
        }
      },
      onError: (error) => {
        console.error(error);
        window.alert(MESSAGES.feedbackFailed);
      },
    });
  }

  return (
    <div className="feedback">
      <h1>Send us feedback</h1>
      <p className="page-intro">
        Found a bug, missing a feature, or just want to say hello? We read every message.
      </p>
      <form className="card verify__form" onSubmit={handleSubmit}>
        <FormField htmlFor={ids.name} label="Name">
          <input type="text" autoComplete="name" maxLength={LIMITS.name.max} {...field('name')} />
        </FormField>
        <FormField htmlFor={ids.email} label="Email">
          <input
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email.max}
            {...field('email')}
          />
        </FormField>
        <FormField htmlFor={ids.subject} label="Subject">
          <input type="text" maxLength={LIMITS.feedbackSubject.max} {...field('subject')} />
        </FormField>
        <FormField htmlFor={ids.message} label="Message">
          <textarea rows={6} maxLength={LIMITS.feedbackMessage.max} {...field('message')} />
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={sendFeedback.isPending}>
          Submit
        </button>
      </form>
    </div>
  );
}
