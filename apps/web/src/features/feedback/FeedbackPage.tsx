import { useId, useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, feedbackBodySchema, type FeedbackBody } from '@stackhive/shared';
import { formBody } from '../../api/check-body';
import { FormField } from '../../components/FormField';
import { EmailField, TextField } from '../../components/TextFields';
import { useSendFeedback } from './api/feedback';

const EMPTY: FeedbackBody = { name: '', email: '', subject: '', message: '' };

/** /FeedBack-Form (spec 2, 5, 8): four required fields and Submit. */
export function FeedbackPage() {
  const sendFeedback = useSendFeedback();
  const [fields, setFields] = useState<FeedbackBody>(EMPTY);
  const messageId = useId();

  const setField = (key: keyof FeedbackBody) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));
  /** The name, value and change handler of one field; spec 5: all four are required. */
  const field = (key: keyof FeedbackBody) => ({
    name: key,
    required: true,
    value: fields[key],
    onChange: setField(key),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = formBody(feedbackBodySchema, fields);
    if (!body) return;
    sendFeedback.mutate(body, {
      onSuccess: (response) => {
        if (response.status === 'SUCCESS') {
          window.alert(MESSAGES.feedbackThanks);
          setFields(EMPTY);
        } else {
          window.alert(MESSAGES.feedbackFailed);
        }
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
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={LIMITS.name.max}
          {...field('name')}
        />
        <EmailField {...field('email')} />
        <TextField label="Subject" maxLength={LIMITS.feedbackSubject.max} {...field('subject')} />
        <FormField htmlFor={messageId} label="Message">
          <textarea
            id={messageId}
            rows={6}
            maxLength={LIMITS.feedbackMessage.max}
            name="message"
            required
            value={fields.message}
            onChange={(event) => setField('message')(event.target.value)}
          />
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={sendFeedback.isPending}>
          Submit
        </button>
      </form>
    </div>
  );
}
