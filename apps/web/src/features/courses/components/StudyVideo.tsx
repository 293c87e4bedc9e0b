import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { COURSE_L } from '../../../locale/courses.ts';

/** Report the furthest watched point after this much playing, besides on pause and at the end. */
const REPORT_EVERY_SECONDS = 10;

interface Props {
  src: string;
  /** when the signed link stops working (ISO time) */
  expiresAt: string;
  /** the percent already recorded: lower reports are not sent */
  recorded: number;
  /** absent for author and staff previews, which keep no progress */
  report?: ((percent: number) => void) | undefined;
  /** asks for fresh links; the player then continues where it was */
  renewLink: () => void;
}

/**
 * The section's video with seeking (the media route answers ranges). It reports the furthest point
 * reached while playing as a percent of the duration: every 10 s of play, on pause, and 100 at the end.
 * An expired link is renewed and playback resumes at the same second.
 */
export function StudyVideo({ src, expiresAt, recorded, report, renewLink }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const furthest = useRef(0);
  const sent = useRef(recorded);
  const played = useRef(0);
  const lastTime = useRef<number | null>(null);
  const resume = useRef<{ time: number; play: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest callback, for the unmount flush below.
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);

  const percentOf = (v: HTMLVideoElement) =>
    Number.isFinite(v.duration) && v.duration > 0 ? Math.min(100, Math.floor((furthest.current / v.duration) * 100)) : 0;
  const flush = (v: HTMLVideoElement, percent = percentOf(v)) => {
    played.current = 0;
    if (percent > sent.current && reportRef.current) {
      sent.current = percent;
      reportRef.current(percent);
    }
  };

  useEffect(() => {
    const v = ref.current;
    // Leaving the section (or the page) keeps what was watched since the last report.
    return () => {
      if (v) flush(v);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mounted player
  }, []);

  return (
    <>
      {failed && <Alert type="error" showIcon message={COURSE_L.study.videoFailed} style={{ marginBottom: 12 }} />}
      <video
        ref={ref}
        src={src}
        controls
        preload="metadata"
        controlsList="nodownload"
        onContextMenu={(e) => e.preventDefault()}
        data-testid="study-video"
        style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 6, display: 'block' }}
        onLoadedMetadata={(e) => {
          const r = resume.current;
          if (!r) return;
          resume.current = null;
          e.currentTarget.currentTime = r.time;
          if (r.play) void e.currentTarget.play().catch(() => undefined);
        }}
        onPlay={(e) => {
          lastTime.current = e.currentTarget.currentTime;
        }}
        onSeeked={(e) => {
          lastTime.current = e.currentTarget.currentTime;
        }}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          if (v.paused || v.seeking) return;
          furthest.current = Math.max(furthest.current, v.currentTime);
          // Only time that passes while playing counts towards the next report, not a jump.
          const step = lastTime.current === null ? 0 : v.currentTime - lastTime.current;
          if (step > 0 && step < 2) played.current += step;
          lastTime.current = v.currentTime;
          if (played.current >= REPORT_EVERY_SECONDS) flush(v);
        }}
        onPause={(e) => flush(e.currentTarget)}
        onEnded={(e) => {
          furthest.current = e.currentTarget.duration || furthest.current;
          flush(e.currentTarget, 100);
        }}
        onError={(e) => {
          const v = e.currentTarget;
          // A link past its time is renewed once; any other failure is shown.
          if (Date.parse(expiresAt) - 60_000 <= Date.now()) {
            resume.current = { time: v.currentTime, play: !v.paused };
            renewLink();
          } else setFailed(true);
        }}
      />
    </>
  );
}
