import { useSyncExternalStore } from 'react';

// The one ChatWebsocket of the page, seen from features: they subscribe to its messages and send on it
// through this module (app/realtime/useChatSocket.ts owns the socket). Also the chat widget's state, so
// any screen that shows a user can open a conversation (openChat) or start a video call (startVideoCall)
// without importing the chat feature.

export interface SocketMessage {
  cmdtype?: string;
  [key: string]: unknown;
}

type Listener = (m: SocketMessage) => void;
const listeners = new Set<Listener>();
let sender: ((m: SocketMessage) => boolean) | null = null;

/** Subscribes to every incoming socket message; returns the unsubscribe. */
export function onSocketMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** useChatSocket hands every parsed message here. */
export function emitSocketMessage(m: SocketMessage): void {
  for (const l of [...listeners]) l(m);
}

/** useChatSocket registers how to send while a socket is open (null while closed). */
export function setSocketSender(send: ((m: SocketMessage) => boolean) | null): void {
  sender = send;
}

/** Sends on the open socket; false when there is none (the caller tells the user). */
export function sendOnSocket(m: SocketMessage): boolean {
  return sender?.(m) ?? false;
}

// ---- the chat widget's state ----

export interface ChatUiState {
  /** The full dialog is open. */
  open: boolean;
  /** The conversation shown (a user id), or null for the list alone. */
  peer: number | null;
  /** Bumped on each request, so asking twice for the same user still acts. */
  seq: number;
}

let state: ChatUiState = { open: false, peer: null, seq: 0 };
const uiListeners = new Set<() => void>();
const setState = (next: Partial<ChatUiState>) => {
  state = { ...state, ...next, seq: state.seq + 1 };
  for (const l of [...uiListeners]) l();
};

export function useChatUi(): ChatUiState {
  return useSyncExternalStore(
    (l) => {
      uiListeners.add(l);
      return () => uiListeners.delete(l);
    },
    () => state,
  );
}

/** Opens the chat dialog on a conversation with this user (or the list alone without one). */
export function openChat(userId?: number | null): void {
  setState({ open: true, peer: userId ?? null });
}

export function closeChat(): void {
  setState({ open: false });
}

export function selectChatPeer(userId: number | null): void {
  setState({ peer: userId });
}

const callRequests = new Set<(userId: number) => void>();

/** Starts a video interview call to this user (spec §4: from an interview or a chat). */
export function startVideoCall(userId: number): void {
  for (const l of [...callRequests]) l(userId);
}

/** The video layer listens for call requests; returns the unsubscribe. */
export function onVideoCallRequest(listener: (userId: number) => void): () => void {
  callRequests.add(listener);
  return () => callRequests.delete(listener);
}
