import type { Mail } from './mailer.js';

/** Escapes text for HTML bodies: user-supplied text never becomes markup in a mail. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function layout(title: string, paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#232629;max-width:560px">
<h2 style="color:#f48225">${escapeHtml(title)}</h2>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p style="color:#6a737c;font-size:12px">StackHive: questions and answers for programmers.</p>
</body></html>`;
}

export function otpMail(to: string, name: string, code: string, minutes: number): Mail {
  return {
    to,
    subject: `Your StackHive verification code: ${code}`,
    text: `Hello ${name},\n\nYour StackHive verification code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, ignore this mail.\n`,
    html: layout('Verify your email', [
      `Hello ${escapeHtml(name)},`,
      `Your StackHive verification code is <b style="font-size:20px;letter-spacing:2px">${code}</b>. It is valid for ${minutes} minutes.`,
      'If you did not ask for it, ignore this mail.',
    ]),
  };
}

export function resetMail(to: string, name: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: 'Reset your StackHive password',
    text: `Hello ${name},\n\nOpen this link to choose a new password (valid for ${minutes} minutes, once):\n${link}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.\n`,
    html: layout('Reset your password', [
      `Hello ${escapeHtml(name)},`,
      `<a href="${escapeHtml(link)}">Choose a new password</a> (valid for ${minutes} minutes, once).`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ]),
  };
}

export function feedbackMail(
  to: string[],
  feedback: { name: string; email: string; subject: string; message: string },
): Mail {
  return {
    to,
    replyTo: feedback.email,
    subject: `[StackHive feedback] ${feedback.subject}`,
    text: `From: ${feedback.name} <${feedback.email}>\n\n${feedback.message}\n`,
    html: layout('New feedback', [
      `From: ${escapeHtml(feedback.name)} &lt;${escapeHtml(feedback.email)}&gt;`,
      `<b>${escapeHtml(feedback.subject)}</b>`,
      escapeHtml(feedback.message).replace(/\n/g, '<br>'),
    ]),
  };
}

/** What a notification mail lists (issue 18). */
export interface NotificationDigest {
  lines: { text: string; url: string }[];
  /** How many more waited than are listed. */
  more: number;
  inboxUrl: string;
  unsubscribe: { label: string; url: string }[];
  /** RFC 8058 one-click unsubscribe (a POST that mail clients send). */
  oneClickUrl: string;
}

/** One mail for every notification that waited: a burst of answers is one mail. */
export function notificationsMail(to: string, name: string, digest: NotificationDigest): Mail {
  const count = digest.lines.length + digest.more;
  const subject =
    count === 1
      ? (digest.lines[0]?.text ?? 'New notification')
      : `${count} new notifications on StackHive`;
  const more = digest.more > 0 ? `And ${digest.more} more in your inbox.` : '';
  return {
    to,
    subject,
    headers: {
      'List-Unsubscribe': `<${digest.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `Hello ${name},`,
      '',
      ...digest.lines.map((line) => `- ${line.text}\n  ${line.url}`),
      more,
      `Your inbox: ${digest.inboxUrl}`,
      '',
      'Stop these mails:',
      ...digest.unsubscribe.map((link) => `- ${link.label}: ${link.url}`),
      '',
    ].join('\n'),
    html: layout(subject, [
      `Hello ${escapeHtml(name)},`,
      `<ul>${digest.lines
        .map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`)
        .join('')}</ul>`,
      ...(more ? [escapeHtml(more)] : []),
      `<a href="${escapeHtml(digest.inboxUrl)}">Open your inbox</a>`,
      `Stop these mails: ${digest.unsubscribe
        .map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)
        .join(' · ')}`,
    ]),
  };
}

/** An invitation into a team (issue 33): the link is single-use and ends after `days`. */
export function teamInviteMail(
  to: string,
  invitedBy: string,
  team: string,
  link: string,
  days: number,
): Mail {
  return {
    to,
    subject: `${invitedBy} invited you to the team ${team} on StackHive`,
    text: `Hello,\n\n${invitedBy} invited you to join the private team "${team}" on StackHive.\n\nOpen this link to accept (valid for ${days} days, once; sign in or sign up with this address):\n${link}\n\nIf you do not want to join, ignore this mail.\n`,
    html: layout(`Join ${team} on StackHive`, [
      `${escapeHtml(invitedBy)} invited you to join the private team <b>${escapeHtml(team)}</b> on StackHive.`,
      `<a href="${escapeHtml(link)}">Accept the invitation</a> (valid for ${days} days, once; sign in or sign up with this address).`,
      'If you do not want to join, ignore this mail.',
    ]),
  };
}

/** A suspension (issue 34): until when, why, and what the account may still do. */
export function suspensionMail(to: string, name: string, until: string, reason: string): Mail {
  return {
    to,
    subject: `Your StackHive account is suspended until ${until}`,
    text: `Hello ${name},\n\nA moderator suspended your StackHive account until ${until}.\n\nReason: ${reason}\n\nUntil then you can sign in and read the site, but not ask, answer, comment, vote, edit or post. The suspension ends by itself.\n`,
    html: layout('Your account is suspended', [
      `Hello ${escapeHtml(name)},`,
      `A moderator suspended your StackHive account until <b>${escapeHtml(until)}</b>.`,
      `Reason: ${escapeHtml(reason)}`,
      'Until then you can sign in and read the site, but not ask, answer, comment, vote, edit or post. The suspension ends by itself.',
    ]),
  };
}
