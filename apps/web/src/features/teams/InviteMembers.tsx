import { useState, type FormEvent } from 'react';
import {
  inviteMemberSchema,
  type SelfUser,
  type Team,
  type TeamInviteLink,
  TEAM_MESSAGES,
  TEAM_LIMITS,
} from '@stackhive/shared';
import { checkBody } from '../../api/check-body';
import {
  useInviteMember,
  useResetInviteLink,
  useRevokeInvite,
  useTeamInvites,
} from '../../api/teams';
import { copyText } from '../../components/clipboard';
import { ListEnd } from '../../components/ListEnd';
import { RelativeTime } from '../../components/RelativeTime';
import { EmailField } from '../../components/TextFields';

/**
 * For a team's owner and admins: invite by email (a single-use link for that address), see
 * and revoke open invitations, and make a shared invite link (shown once; a new one ends it).
 */
export function InviteMembers({ user, team }: { user: SelfUser; team: Team }) {
  return (
    <section aria-labelledby="team-invite">
      <h2 id="team-invite">Invite people</h2>
      <InviteByMail user={user} team={team} />
      <InviteLink team={team} />
    </section>
  );
}

function InviteByMail({ user, team }: { user: SelfUser; team: Team }) {
  const invite = useInviteMember(team.slug);
  const invites = useTeamInvites(user._id, team.slug, true);
  const revoke = useRevokeInvite(team.slug);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const open = invites.data?.pages.flatMap((page) => page.items) ?? [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = checkBody(inviteMemberSchema, { email });
    if (!body.success) return setStatus({ ok: false, text: body.message });
    invite.mutate(body.data.email, {
      onSuccess: () => {
        setStatus({ ok: true, text: `${TEAM_MESSAGES.teamInviteSent} (${body.data.email})` });
        setEmail('');
      },
      onError: (error) => setStatus({ ok: false, text: error.message }),
    });
  }

  return (
    <>
      <form className="card team__invite" onSubmit={handleSubmit}>
        <EmailField
          label="Email address to invite"
          name="email"
          required
          value={email}
          onChange={setEmail}
          hint={`The invitation is valid for ${TEAM_LIMITS.inviteValidDays} days, once, for that address.`}
        />
        <button type="submit" className="btn btn--primary" disabled={invite.isPending}>
          Send invitation
        </button>
        {status && <p role={status.ok ? 'status' : 'alert'}>{status.text}</p>}
      </form>
      {open.length > 0 && (
        <>
          <h3>Open invitations</h3>
          <ul className="team__invites">
            {open.map((item) => (
              <li key={item._id} className="team__member">
                <span className="team__member-name">{item.email}</span>
                <RelativeTime date={item.createdAt} prefix="sent" />
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(item._id)}
                >
                  Revoke the invitation to {item.email}
                </button>
              </li>
            ))}
          </ul>
          <ListEnd query={invites} noun="invitations" />
        </>
      )}
    </>
  );
}

function InviteLink({ team }: { team: Team }) {
  const reset = useResetInviteLink(team.slug);
  const [link, setLink] = useState<TeamInviteLink | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div className="card team__link">
      <h3>Invite link</h3>
      <p>
        Anyone with a verified email who has the link can join, until you make a new one.
        {link ? ' Copy it now: it is shown once.' : ' A link is shown once, when it is made.'}
      </p>
      {link && (
        <p className="team__link-row">
          <label htmlFor="team-link">Invite link</label>
          <input id="team-link" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() =>
              void copyText(link.url).then((ok) =>
                setCopied(ok ? 'Copied.' : 'Could not copy: select the link and copy it.'),
              )
            }
          >
            Copy link
          </button>
        </p>
      )}
      {copied && <p role="status">{copied}</p>}
      {reset.isError && <p role="alert">{reset.error.message}</p>}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={reset.isPending}
        onClick={() => {
          setCopied(null);
          reset.mutate(undefined, { onSuccess: setLink });
        }}
      >
        {link ? 'Make a new link (the one above stops working)' : 'Make an invite link'}
      </button>
    </div>
  );
}
