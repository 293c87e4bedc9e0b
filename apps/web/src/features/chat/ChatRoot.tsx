import { ChatDialog } from './components/ChatDialog.tsx';
import { VideoLayer } from './video/VideoLayer.tsx';
import { useChatEvents } from './useChatEvents.ts';

/**
 * Everything of chat a logged-in page carries: the socket listeners that keep the caches right, the
 * chat dialog (opened by openChat from anywhere) and the video call layer (incoming calls ring on any page).
 */
export function ChatRoot({ me, myName }: { me: number; myName: string }) {
  useChatEvents(me);
  return (
    <>
      <ChatDialog me={me} myName={myName} />
      <VideoLayer />
    </>
  );
}
