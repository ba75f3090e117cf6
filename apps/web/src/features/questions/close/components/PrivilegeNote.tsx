/**
 * Why a control is disabled (issue 16): the reputation it needs, the server's own words,
 * tied to the control by `id` (aria-describedby), so nothing fails silently.
 */
export function PrivilegeNote({ id, reason }: { id: string; reason: string }) {
  return (
    <span id={id} className="privilege-note">
      {reason}
    </span>
  );
}
