import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useChatAccess } from '../../session/chat-access';

/** The Products page of spec 2: the gated chatbot and the Community. */
export function ProductsPage() {
  const access = useChatAccess();
  const navigate = useNavigate();

  // Spec 4: "Entry to the chatbot from Products needs a signed-in user and then a VERIFIED
  // status. Otherwise the user goes to /Verify-email" (which asks a visitor to sign in first).
  // While the server's answer is still on its way, /ChatBot itself waits and decides.
  function openChatBot() {
    if (access === 'visitor' || access === 'unverified') {
      void navigate(paths.verifyEmail.getHref());
    } else {
      void navigate(paths.chatBot.getHref());
    }
  }

  return (
    <div className="products">
      <h1>Products</h1>
      <div className="products__grid">
        <section className="card" aria-labelledby="product-chatbot">
          <h2 id="product-chatbot">StackHive ChatBot</h2>
          <p>
            Ask a programming question in plain words and get an answer in seconds, drawn from the
            answers our community has written. Available to signed-in members with a verified email
            address.
          </p>
          <button type="button" className="btn btn--primary" onClick={openChatBot}>
            Try the ChatBot
          </button>
        </section>
        <section className="card" aria-labelledby="product-community">
          <h2 id="product-community">StackHive Community</h2>
          <p>
            Share screenshots, clips and stories from your work, like and comment on other
            developers' posts, and follow the people you learn from.
          </p>
          <Link to={paths.community.getHref()} className="btn btn--primary">
            Visit the Community
          </Link>
        </section>
      </div>
    </div>
  );
}
