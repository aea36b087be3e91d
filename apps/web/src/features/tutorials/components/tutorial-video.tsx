import Box from '@mui/material/Box';
import { useRef } from 'react';

interface TutorialVideoProps {
  title: string;
  videoUrl: string;
  captionsUrl: string;
  posterUrl: string | null;
  /** Called once when a play starts: pausing and resuming is the same play; after the end a new one. */
  onPlay: () => void;
}

/** The recorded walk-through with the browser's own controls (keyboard included) and its captions. */
export function TutorialVideo({ title, videoUrl, captionsUrl, posterUrl, onPlay }: TutorialVideoProps) {
  const isCounted = useRef(false);
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      aria-label={`Video: ${title}`}
      src={videoUrl}
      poster={posterUrl ?? undefined}
      onPlay={() => {
        if (isCounted.current) return;
        isCounted.current = true;
        onPlay();
      }}
      onEnded={() => {
        isCounted.current = false;
      }}
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900' }}
    >
      <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />
    </Box>
  );
}
