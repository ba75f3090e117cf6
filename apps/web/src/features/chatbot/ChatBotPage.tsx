import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, MESSAGES, chatBodySchema } from '@stackhive/shared';
import { formBody } from '../../api/check-body';
import { isApiError } from '../../api/client';
import { paths } from '../../config/paths';
import type { QuestionDraft } from '../../session/question-draft';
import { useChatAccess } from '../../session/chat-access';
import { clearVerified } from '../../session/storage';
import { useAskBot } from './api/chat';
import { BotReply } from './components/BotReply';

/** One exchange of the chat window: the user's text and the bot's answer (spec 3). */
interface ChatMessage {
  id: number;
  user: string;
  /** The reply, once it has arrived. */
  bot?: string;
  /** A short line when the bot could not answer. */
  error?: string;
}

/**
 * /ChatBot (spec 2, 4): for signed-in users with a verified email. Each query is answered
 * by the server; the reply is typed out, then shown as 'Bot: ...' with clickable links.
 */
export function ChatBotPage() {
  const access = useChatAccess();
  const navigate = useNavigate();
  const askBot = useAskBot();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [query, setQuery] = useState('');
  const nextId = useRef(1);
  const windowRef = useRef<HTMLOListElement>(null);
  const alerted = useRef(false);

  // The gate of spec 4, applied on entry too: visitors sign in, unverified users verify.
  useEffect(() => {
    if (access === 'visitor') {
      if (!alerted.current) {
        alerted.current = true;
        window.alert(MESSAGES.loginToAsk);
      }
      void navigate(paths.auth.getHref(), { replace: true });
    } else if (access === 'unverified') {
      void navigate(paths.verifyEmail.getHref(), { replace: true });
    }
  }, [access, navigate]);

  const scrollToEnd = useCallback(() => {
    const list = windowRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, []);
  useEffect(scrollToEnd, [messages, scrollToEnd]);

  function update(id: number, change: Partial<ChatMessage>) {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));
  }

  /**
   * The community had nothing (issue 32): the ask form opens with this query as the title and
   * everything asked in the chat so far as the body, for the asker to finish.
   */
  function draftQuestion(upTo: ChatMessage) {
    const asked = messages.filter((m) => m.id <= upTo.id).map((m) => m.user);
    const draft: QuestionDraft = {
      questionTitle: upTo.user.slice(0, LIMITS.questionTitle.max),
      questionBody: asked.join('\n\n'),
    };
    void navigate(paths.askQuestion.getHref(), { state: { draft } });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 5: an empty query is not sent (and nothing is said).
    if (!query.trim() || askBot.isPending) return;
    const body = formBody(chatBodySchema, { query });
    if (!body) return;
    const id = nextId.current++;
    setMessages((list) => [...list, { id, user: body.query }]);
    setQuery('');
    askBot.mutate(body.query, {
      onSuccess: (reply) => update(id, { bot: reply }),
      onError: (error) => {
        if (isApiError(error, 403)) {
          // The server does not know this user as verified: the local record is stale.
          clearVerified();
          void navigate(paths.verifyEmail.getHref());
          return;
        }
        update(id, { error: `The bot could not answer: ${error.message}` });
      },
    });
  }

  if (access !== 'verified') {
    return access === 'checking' ? <p className="chat__loading">{MESSAGES.loading}</p> : null;
  }

  return (
    <div className="chat">
      <header className="chat__header">
        <h1>StackHive ChatBot</h1>
        <p className="page-intro">
          Ask a programming question. The bot answers from what the StackHive community has written,
          with links to the questions it used.
        </p>
      </header>
      <ol className="chat__window" ref={windowRef} aria-label="Chat" aria-live="polite">
        {messages.length === 0 && (
          <li className="chat__empty">No messages yet. Ask your first question below.</li>
        )}
        {messages.map((message) => (
          <li key={message.id} className="chat__pair">
            <div className="chat__bubble chat__bubble--user">
              <p className="chat__text">
                <span className="visually-hidden">You: </span>
                {message.user}
              </p>
            </div>
            {message.bot !== undefined && <BotReply text={message.bot} onDone={scrollToEnd} />}
            {message.bot?.includes(MESSAGES.chatAskCommunity) && (
              <button
                type="button"
                className="btn btn--secondary chat__draft"
                onClick={() => draftQuestion(message)}
              >
                Draft it as a question
              </button>
            )}
            {message.error && (
              <p className="chat__error" role="alert">
                {message.error}
              </p>
            )}
            {message.bot === undefined && !message.error && (
              <p className="chat__typing">
                <span className="chat__dots" aria-hidden="true" />
                Bot is typing…
              </p>
            )}
          </li>
        ))}
      </ol>
      <form className="chat__form" onSubmit={handleSubmit}>
        <input
          type="text"
          aria-label="Your query"
          placeholder="Enter your query..."
          maxLength={LIMITS.chatQuery.max}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={askBot.isPending}>
          Send
        </button>
      </form>
    </div>
  );
}
