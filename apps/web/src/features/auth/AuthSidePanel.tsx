/** The sign-up side panel of spec 1: what an account gives you. */
export function AuthSidePanel() {
  return (
    <aside className="auth__panel" aria-labelledby="auth-panel-heading">
      <h2 id="auth-panel-heading">Join the StackHive community</h2>
      <ul>
        <li>Get unstuck — ask a question</li>
        <li>Unlock new privileges like voting and commenting</li>
        <li>Save your favorite tags, filters, and jobs</li>
        <li>Earn reputation and badges</li>
      </ul>
      <p className="auth__panel-note">
        Collaborate and share knowledge with a private group for FREE.
        <br />
        Get StackHive for Teams free for up to 50 users.
      </p>
    </aside>
  );
}
