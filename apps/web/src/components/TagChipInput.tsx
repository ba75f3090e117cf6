import { useId, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { MESSAGES, isCatalogueTag, suggestTags } from '@stackhive/shared';

interface TagChipInputProps {
  /** id of the text input, so the parent's <label htmlFor> names it. */
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The most tags allowed; a tag beyond it is refused. */
  max?: number;
  /** Alerted when a tag beyond `max` is refused. */
  maxMessage?: string;
  /** Shown under the input, e.g. MESSAGES.tagsHint. */
  hint?: string;
  placeholder?: string;
  /** Whether a name may be a tag: a catalogue tag unless given (a team's own, issue 33). */
  accepts?: (name: string) => boolean;
  /** Alerted when a name is refused. */
  invalidMessage?: string;
  /** The names offered for what was typed, leaving out `chosen`: the catalogue's unless given. */
  suggest?: (text: string, chosen: readonly string[]) => string[];
}

const catalogueSuggestions = (text: string, chosen: readonly string[]) =>
  suggestTags(text, chosen).map((tag) => tag.TagName);

/**
 * The tag-chip input of spec 5, used by the profile's watched tags and by Ask question:
 * type a catalogue tag (or in a team, any name `accepts`) and press space (or pick a
 * suggestion) to add it as a chip.
 */
export function TagChipInput({
  id,
  tags,
  onChange,
  max,
  maxMessage,
  hint,
  placeholder,
  accepts = isCatalogueTag,
  invalidMessage = MESSAGES.invalidTag,
  suggest = catalogueSuggestions,
}: TagChipInputProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const listId = useId();
  const suggestions = open && text.trim() ? suggest(text.trim().toLowerCase(), tags) : [];

  /** Adds `raw` if it is a new tag `accepts`; returns whether the input may be cleared. */
  function addTag(raw: string): boolean {
    const name = raw.trim().toLowerCase();
    if (!name) return true;
    if (tags.includes(name)) return true;
    if (!accepts(name)) {
      window.alert(invalidMessage);
      return false;
    }
    if (max !== undefined && tags.length >= max) {
      if (maxMessage) window.alert(maxMessage);
      return true;
    }
    onChange([...tags, name]);
    return true;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value.toLowerCase();
    // A space confirms the tag typed so far; a lone space is ignored.
    if (value.endsWith(' ')) {
      const typed = value.trim();
      setText(addTag(typed) ? '' : typed);
      return;
    }
    setText(value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter confirms too, instead of submitting the surrounding form half-filled.
    if (event.key === 'Enter' && text.trim()) {
      event.preventDefault();
      if (addTag(text)) setText('');
    }
  }

  function pick(name: string) {
    if (addTag(name)) setText('');
  }

  // The suggestion list stays open while focus is anywhere inside the widget.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <div className="tag-input" onFocus={() => setOpen(true)} onBlur={handleBlur}>
      <div className="tag-input__box">
        {tags.map((tag) => (
          <span className="tag-chip" key={tag}>
            {tag}
            <button
              type="button"
              className="tag-chip__remove"
              aria-label={`Remove tag ${tag}`}
              onClick={() => onChange(tags.filter((t) => t !== tag))}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          type="text"
          className="tag-input__text"
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          placeholder={placeholder ?? 'e.g. javascript'}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          aria-controls={suggestions.length > 0 ? listId : undefined}
        />
      </div>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {suggestions.length > 0 && (
        <ul id={listId} className="tag-input__suggestions" aria-label="Tag suggestions">
          {suggestions.map((name) => (
            <li key={name}>
              <button
                type="button"
                // Keep focus in the input so mouse users can go on typing.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
