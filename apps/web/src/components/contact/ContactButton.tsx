import { Button, Tooltip, type ButtonProps } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';
import { openChat } from '../../lib/realtime.ts';
import { CONTROLS } from '../../locale/controls.ts';

interface ContactButtonProps {
  /** Whom the chat opens with; null when the page may not offer contact (the reason is in `hiddenReason`). */
  userId: number | null;
  label?: string;
  /** Shown on a disabled button when `userId` is null (e.g. a resume before the seeker's consent). */
  hiddenReason?: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

/**
 * 联系TA on a listing: opens the chat with the person behind it (the same openChat the applicant pages
 * use). Nothing for the owner themself; an anonymous visitor is sent to log in and brought back.
 */
export function ContactButton({ userId, label = CONTROLS.contact, hiddenReason, size, type }: ContactButtonProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (user && userId === user.id) return null;
  if (userId === null) {
    if (!hiddenReason) return null;
    return (
      <Tooltip title={hiddenReason}>
        <Button size={size} type={type} icon={<CommentOutlined />} disabled>
          {label}
        </Button>
      </Tooltip>
    );
  }
  const onClick = () => {
    if (!user) {
      void navigate(paths.login(location.pathname + location.search));
      return;
    }
    openChat(userId);
  };
  return (
    <Button size={size} type={type} icon={<CommentOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}
