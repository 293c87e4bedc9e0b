import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Tag } from 'antd';
import { call } from '../api.ts';
import { getToken } from '../../../lib/storage.ts';

// The video interview itself (job_video): WebRTC between the two browsers, with the signalling relayed
// by the server over each side's chat socket (zpInterview_signal → cmdtype zpSignal). The recruiter
// makes the offer; either side may join first (each announces itself until the other answers).

type Signal = { t: 'join' } | { t: 'here' } | { t: 'offer' | 'answer'; sdp: RTCSessionDescriptionInit } | { t: 'candidate'; c: RTCIceCandidateInit } | { t: 'bye' };
type CallState = 'idle' | 'waiting' | 'connected' | 'ended' | 'failed';
const STATE_TEXT: Record<CallState, string> = { idle: '未加入', waiting: '等待对方加入…', connected: '通话中', ended: '对方已挂断', failed: '视频连接失败，请重新连接' };

interface Session {
  pc: RTCPeerConnection;
  ws: WebSocket;
  stream: MediaStream;
  pending: RTCIceCandidateInit[];
  lastOffer: number;
  timer: number;
}

export function VideoCall({ interviewId, userId, role }: { interviewId: number; userId: number; role: 'seeker' | 'recruiter' }) {
  const localRef = useRef<HTMLVideoElement>(null);
  const remoteRef = useRef<HTMLVideoElement>(null);
  const session = useRef<Session | null>(null);
  const [state, setState] = useState<CallState>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = (s: Signal) => call('interviewSignal', { id: interviewId, data: JSON.stringify(s) }).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));

  const hangUp = (notify: boolean) => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    window.clearInterval(s.timer);
    if (notify) void send({ t: 'bye' });
    s.pc.close();
    s.ws.close();
    s.stream.getTracks().forEach((t) => t.stop());
  };

  useEffect(() => () => hangUp(true), []); // eslint-disable-line react-hooks/exhaustive-deps

  const offer = async (s: Session) => {
    if (s.pc.connectionState === 'connected' || Date.now() - s.lastOffer < 2000) return;
    s.lastOffer = Date.now();
    const o = await s.pc.createOffer();
    await s.pc.setLocalDescription(o);
    await send({ t: 'offer', sdp: o });
  };

  const flush = async (s: Session) => {
    for (const c of s.pending.splice(0)) await s.pc.addIceCandidate(c);
  };

  const handle = async (s: Session, m: Signal) => {
    switch (m.t) {
      case 'join':
      case 'here':
        if (role === 'recruiter') await offer(s);
        else if (m.t === 'join') await send({ t: 'here' });
        return;
      case 'offer': {
        await s.pc.setRemoteDescription(m.sdp);
        await flush(s);
        const a = await s.pc.createAnswer();
        await s.pc.setLocalDescription(a);
        await send({ t: 'answer', sdp: a });
        return;
      }
      case 'answer':
        if (s.pc.signalingState === 'have-local-offer') {
          await s.pc.setRemoteDescription(m.sdp);
          await flush(s);
        }
        return;
      case 'candidate':
        if (s.pc.remoteDescription) await s.pc.addIceCandidate(m.c);
        else s.pending.push(m.c);
        return;
      case 'bye':
        setState('ended');
        hangUp(false);
        return;
    }
  };

  const join = async () => {
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      if (localRef.current) localRef.current.srcObject = stream;
      const pc = new RTCPeerConnection();
      stream.getTracks().forEach((t) => pc.addTrack(t, stream));
      pc.ontrack = (e) => {
        if (remoteRef.current && e.streams[0]) remoteRef.current.srcObject = e.streams[0];
      };
      pc.onicecandidate = (e) => {
        if (e.candidate) void send({ t: 'candidate', c: e.candidate.toJSON() });
      };
      pc.onconnectionstatechange = () => {
        if (pc.connectionState === 'connected') setState('connected');
        if (pc.connectionState === 'failed') setState('failed');
      };
      const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${proto}://${window.location.host}/ChatWebsocket?userid=${userId}&token=${encodeURIComponent(getToken() ?? '')}`);
      const s: Session = { pc, ws, stream, pending: [], lastOffer: 0, timer: 0 };
      ws.onmessage = (event) => {
        let msg: { cmdtype?: string; interviewId?: number; data?: string };
        try {
          msg = JSON.parse(String(event.data)) as typeof msg;
        } catch {
          return;
        }
        if (msg.cmdtype !== 'zpSignal' || msg.interviewId !== interviewId || !msg.data) return;
        handle(s, JSON.parse(msg.data) as Signal).catch(() => setState('failed'));
      };
      await new Promise<void>((resolve, reject) => {
        ws.onopen = () => resolve();
        ws.onerror = () => reject(new Error('视频连接失败，请重新连接'));
      });
      session.current = s;
      setState('waiting');
      // announce until the other side is there (it may join later, or its socket may still be opening)
      const announce = () => {
        if (session.current === s && pc.connectionState !== 'connected') void send({ t: 'join' });
      };
      s.timer = window.setInterval(announce, 3000);
      window.setTimeout(announce, 500);
    } catch (e) {
      setError(e instanceof Error ? e.message : '无法打开摄像头或麦克风');
      setState('failed');
    }
  };

  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Tag color={state === 'connected' ? 'green' : state === 'failed' ? 'red' : 'default'} data-testid="call-state">
          {STATE_TEXT[state]}
        </Tag>
        {state !== 'waiting' && state !== 'connected' ? (
          <Button type="primary" onClick={() => void join()}>
            加入视频面试
          </Button>
        ) : (
          <Button
            danger
            onClick={() => {
              hangUp(true);
              setState('idle');
            }}
          >
            挂断
          </Button>
        )}
      </Space>
      {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} />}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <video ref={remoteRef} data-testid="remote-video" autoPlay playsInline style={{ width: 480, height: 360, background: '#111', borderRadius: 8 }} />
        <video ref={localRef} data-testid="local-video" autoPlay playsInline muted style={{ width: 200, height: 150, background: '#333', borderRadius: 8 }} />
      </div>
    </div>
  );
}
