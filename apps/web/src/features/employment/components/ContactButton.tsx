import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { openChat } from '../../../lib/realtime.ts';
import { Button } from '../../../components/light/Button.tsx';
import { CommentIcon } from './CommentIcon.ts';
import { EL } from '../../../locale/employment.ts';

/**
 * 联系TA on a demand's page (light): components/contact/ContactButton without antd. Opens the chat with the
 * publisher; nothing for the publisher themself; an anonymous visitor is sent to log in and brought back.
 */
export function ContactButton({ userId }: { userId: number | null }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (userId === null || (user && userId === user.id)) return null;
  return (
    <Button
      icon={<CommentIcon />}
      onClick={() => (user ? openChat(userId) : void navigate(paths.login(location.pathname + location.search)))}
    >
      {EL.contactButton}
    </Button>
  );
}
