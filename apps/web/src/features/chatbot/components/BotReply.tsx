import { useEffect } from 'react';
import { useTypedReveal } from '../reveal';
import { LinkifiedText } from './LinkifiedText';

interface BotReplyProps {
  text: string;
  /** Called once the whole reply is shown. */
  onDone?: () => void;
}

/**
 * The bot's reply with the typing effect of spec 4: the partial text is for the eyes only
 * (screen readers hear 'typing' and then the finished reply), then 'Bot: ...' in full
 * with its links clickable.
 */
export function BotReply({ text, onDone }: BotReplyProps) {
  const { shown, typing } = useTypedReveal(text);

  useEffect(() => {
    if (!typing) onDone?.();
  }, [typing, onDone]);

  if (typing) {
    return (
      <div className="chat__bubble chat__bubble--bot" data-typing="true">
        <p className="chat__text" aria-hidden="true" data-testid="bot-typing-text">
          {shown}
        </p>
        <p className="chat__typing">
          <span className="chat__dots" aria-hidden="true" />
          Bot is typing…
        </p>
      </div>
    );
  }
  return (
    <div className="chat__bubble chat__bubble--bot" data-typing="false">
      <p className="chat__text">
        Bot: <LinkifiedText text={text} />
      </p>
    </div>
  );
}
