import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Avatar, Button, Modal, Space } from 'antd';
import { PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { CHAT_MSG } from '@xcb/shared/messages';
import { VIDEO_RING_MS } from '@xcb/shared/enums';
import { onSocketMessage, onVideoCallRequest, sendOnSocket, type SocketMessage } from '../../../lib/realtime.ts';
import { useVideoConfig } from '../api.ts';
import { CL } from '../labels.ts';
import styles from '../components/chat.module.css';

// Video interviews (spec §4): the caller sends startVideo and rings up to 60 s; the callee accepts
// (jtVideo) or refuses (jsendVideo); the caller may cancel (fqendVideo). Once accepted, the caller makes
// the WebRTC offer; offer, answer and ICE candidates go through the server (cmdtype sp, type signal),
// which relays them only between the two parties. STUN/TURN servers come from video_config.

type Call =
  | { phase: 'idle' }
  | { phase: 'outgoing'; nonce: string; callId: string | null; peerId: number; peerName: string }
  | { phase: 'incoming'; callId: string; peerId: number; peerName: string }
  | { phase: 'active'; callId: string; peerId: number; peerName: string; role: 'caller' | 'callee'; connected: boolean };

const sp = (payload: Record<string, unknown>) => sendOnSocket({ cmdtype: 'sp', ...payload });
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

export function VideoLayer() {
  const { message } = App.useApp();
  const config = useVideoConfig(true);
  const [call, setCallState] = useState<Call>({ phase: 'idle' });
  const callRef = useRef<Call>(call);
  const pc = useRef<RTCPeerConnection | null>(null);
  const local = useRef<MediaStream | null>(null);
  const remote = useRef<MediaStream | null>(null);
  const pendingIce = useRef<RTCIceCandidateInit[]>([]);
  const ringTimer = useRef<number | undefined>(undefined);
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const iceServers = useRef<RTCIceServer[]>([]);
  useEffect(() => {
    iceServers.current = config.data?.iceServers ?? [];
  }, [config.data]);

  const setCall = useCallback((next: Call) => {
    callRef.current = next;
    setCallState(next);
  }, []);

  const reset = useCallback(() => {
    window.clearTimeout(ringTimer.current);
    pc.current?.close();
    pc.current = null;
    for (const t of local.current?.getTracks() ?? []) t.stop();
    local.current = null;
    remote.current = null;
    pendingIce.current = [];
    setCall({ phase: 'idle' });
  }, [setCall]);

  const openPeer = useCallback(
    async (callId: string): Promise<RTCPeerConnection> => {
      local.current ??= await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      const conn = new RTCPeerConnection({ iceServers: iceServers.current });
      pc.current = conn;
      for (const track of local.current.getTracks()) conn.addTrack(track, local.current);
      conn.onicecandidate = (e) => {
        if (e.candidate) sp({ type: 'signal', callId, data: { candidate: e.candidate.toJSON() } });
      };
      conn.ontrack = (e) => {
        remote.current = e.streams[0] ?? new MediaStream([e.track]);
        if (remoteVideo.current) remoteVideo.current.srcObject = remote.current;
      };
      conn.onconnectionstatechange = () => {
        const c = callRef.current;
        if (conn.connectionState === 'connected' && c.phase === 'active') setCall({ ...c, connected: true });
        if (conn.connectionState === 'failed') {
          void message.error(CHAT_MSG.videoFailed);
          sp({ type: 'fqendVideo', callId });
          reset();
        }
      };
      return conn;
    },
    [message, reset, setCall],
  );

  const onSignal = useCallback(async (callId: string, data: { type?: string; sdp?: string; candidate?: RTCIceCandidateInit }) => {
    const conn = pc.current;
    if (!conn) return;
    if (data.type === 'offer' || data.type === 'answer') {
      await conn.setRemoteDescription({ type: data.type, sdp: data.sdp ?? '' });
      for (const c of pendingIce.current.splice(0)) await conn.addIceCandidate(c);
      if (data.type === 'offer') {
        const answer = await conn.createAnswer();
        await conn.setLocalDescription(answer);
        sp({ type: 'signal', callId, data: { type: 'answer', sdp: answer.sdp } });
      }
    } else if (data.candidate) {
      if (conn.remoteDescription) await conn.addIceCandidate(data.candidate);
      else pendingIce.current.push(data.candidate);
    }
  }, []);

  const failed = useCallback(() => {
    const c = callRef.current;
    void message.error(CHAT_MSG.videoFailed);
    if (c.phase === 'active') sp({ type: 'fqendVideo', callId: c.callId });
    reset();
  }, [message, reset]);

  // startVideoCall(userId) from anywhere.
  useEffect(
    () =>
      onVideoCallRequest((to) => {
        if (callRef.current.phase !== 'idle') return;
        const nonce = Math.random().toString(36).slice(2);
        if (!sp({ type: 'startVideo', to, nonce })) {
          void message.error(CL.socketDown);
          return;
        }
        setCall({ phase: 'outgoing', nonce, callId: null, peerId: to, peerName: '' });
      }),
    [message, setCall],
  );

  useEffect(
    () =>
      onSocketMessage((msg: SocketMessage) => {
        if (msg.cmdtype !== 'sp') return;
        const c = callRef.current;
        const callId = typeof msg.callId === 'string' ? msg.callId : '';
        switch (msg.type) {
          case 'ringing':
            if (c.phase === 'outgoing' && msg.nonce === c.nonce) {
              setCall({ ...c, callId, peerName: str(msg.toName) });
              // spec: the caller's ring stops after 60 s.
              ringTimer.current = window.setTimeout(() => {
                sp({ type: 'fqendVideo', callId, data: 'timeout' });
                void message.warning(CHAT_MSG.videoNoAnswer);
                reset();
              }, VIDEO_RING_MS);
            }
            return;
          case 'error':
            if (c.phase === 'outgoing' && msg.nonce === c.nonce) {
              void message.warning(str(msg.msg, CHAT_MSG.videoFailed));
              reset();
            }
            return;
          case 'startVideo':
            if (c.phase === 'idle') {
              setCall({ phase: 'incoming', callId, peerId: Number(msg.from), peerName: str(msg.fromName) });
              ringTimer.current = window.setTimeout(reset, VIDEO_RING_MS);
            }
            return;
          case 'callTaken':
            // Answered or refused in another tab of this user.
            if (c.phase === 'incoming' && c.callId === callId) reset();
            return;
          case 'jtVideo':
            if (c.phase === 'outgoing' && c.callId === callId) {
              window.clearTimeout(ringTimer.current);
              setCall({ phase: 'active', callId, peerId: c.peerId, peerName: c.peerName, role: 'caller', connected: false });
              void (async () => {
                const conn = await openPeer(callId);
                const offer = await conn.createOffer();
                await conn.setLocalDescription(offer);
                sp({ type: 'signal', callId, data: { type: 'offer', sdp: offer.sdp } });
              })().catch(failed);
            }
            return;
          case 'jsendVideo':
            if (c.phase === 'outgoing' && c.callId === callId) {
              // A ring ended because the callee answered someone else says so (videoBusy).
              void message.info(str(msg.msg, CHAT_MSG.videoRefused));
              reset();
            }
            return;
          case 'fqendVideo':
            if (c.phase !== 'idle' && 'callId' in c && c.callId === callId) {
              void message.info(CHAT_MSG.videoCancelled);
              reset();
            }
            return;
          case 'endVideo':
            if (c.phase === 'active' && c.callId === callId) {
              void message.info(CL.ended);
              reset();
            }
            return;
          case 'failed':
            if (c.phase !== 'idle' && 'callId' in c && c.callId === callId) failed();
            return;
          case 'signal':
            if (c.phase === 'active' && c.callId === callId)
              void onSignal(callId, (msg.data ?? {}) as Parameters<typeof onSignal>[1]).catch(failed);
            return;
          default:
            return;
        }
      }),
    [failed, message, onSignal, openPeer, reset, setCall],
  );

  // Leaving the page hangs up, so the other side is not left waiting.
  useEffect(() => {
    const bye = () => {
      const c = callRef.current;
      if ((c.phase === 'outgoing' || c.phase === 'active') && c.callId) sp({ type: 'fqendVideo', callId: c.callId });
      if (c.phase === 'incoming') sp({ type: 'jsendVideo', callId: c.callId });
    };
    window.addEventListener('beforeunload', bye);
    return () => window.removeEventListener('beforeunload', bye);
  }, []);

  // The local preview and the remote stream attach once their elements exist.
  useEffect(() => {
    if (call.phase !== 'active') return;
    if (localVideo.current && local.current) localVideo.current.srcObject = local.current;
    if (remoteVideo.current && remote.current) remoteVideo.current.srcObject = remote.current;
  });

  const accept = async () => {
    if (call.phase !== 'incoming') return;
    window.clearTimeout(ringTimer.current);
    const { callId, peerId, peerName } = call;
    try {
      await openPeer(callId);
    } catch {
      void message.error(CL.noCamera);
      sp({ type: 'jsendVideo', callId });
      reset();
      return;
    }
    setCall({ phase: 'active', callId, peerId, peerName, role: 'callee', connected: false });
    sp({ type: 'jtVideo', callId });
  };

  const refuse = () => {
    if (call.phase === 'incoming') sp({ type: 'jsendVideo', callId: call.callId });
    reset();
  };

  const hangup = () => {
    if ((call.phase === 'outgoing' || call.phase === 'active') && call.callId) sp({ type: 'fqendVideo', callId: call.callId });
    reset();
  };

  return (
    <>
      <Modal open={call.phase === 'outgoing'} closable={false} maskClosable={false} footer={null} width={360} title={CL.videoCall}>
        <div data-testid="video-outgoing" style={{ textAlign: 'center', padding: '12px 0' }}>
          <Avatar size={56} icon={<VideoCameraOutlined />} />
          <p style={{ margin: '14px 0' }}>{CL.calling(call.phase === 'outgoing' ? call.peerName : '')}</p>
          <Button danger icon={<PhoneOutlined rotate={225} />} onClick={hangup}>
            {CL.cancel}
          </Button>
        </div>
      </Modal>
      <Modal open={call.phase === 'incoming'} closable={false} maskClosable={false} footer={null} width={360} title={CL.videoCall}>
        <div data-testid="video-incoming" style={{ textAlign: 'center', padding: '12px 0' }}>
          <Avatar size={56} icon={<VideoCameraOutlined />} />
          <p style={{ margin: '14px 0' }}>{CL.incoming(call.phase === 'incoming' ? call.peerName : '')}</p>
          <Space>
            <Button type="primary" icon={<PhoneOutlined />} onClick={() => void accept()}>
              {CL.accept}
            </Button>
            <Button danger onClick={refuse}>
              {CL.refuse}
            </Button>
          </Space>
        </div>
      </Modal>
      <Modal
        open={call.phase === 'active'}
        closable={false}
        maskClosable={false}
        width={720}
        title={call.phase === 'active' ? CL.inCall(call.peerName) : ''}
        footer={null}
      >
        <div className={styles.videoStage} data-testid="video-active">
          <video ref={remoteVideo} className={styles.remoteVideo} autoPlay playsInline data-testid="remote-video" />
          <video ref={localVideo} className={styles.localVideo} autoPlay playsInline muted data-testid="local-video" />
          {call.phase === 'active' && !call.connected && <span className={styles.callStatus}>{CL.connecting}</span>}
        </div>
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button danger type="primary" icon={<PhoneOutlined rotate={225} />} onClick={hangup}>
            {CL.hangup}
          </Button>
        </div>
      </Modal>
    </>
  );
}
