import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';

export interface SignaturePadHandle {
  /** The drawing as PNG base64, or null when nothing is drawn. */
  toPngBase64(): string | null;
  /** Writes `name` in a handwriting-like face instead (keyboard users). */
  writeName(name: string): void;
  clear(): void;
}

const WIDTH = 560;
const HEIGHT = 160;

/** A signature drawn with a mouse, finger or pen (pointer events), kept as a PNG. */
export const SignaturePad = forwardRef<SignaturePadHandle, { onChange: (hasInk: boolean) => void }>(
  function SignaturePad({ onChange }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null);
    const drawing = useRef(false);
    const [hasInk, setHasInk] = useState(false);
    // What is on the canvas now: `writeName` then `toPngBase64` run in one click, before a re-render.
    const isInked = useRef(false);
    const context = () => {
      const ctx = canvas.current!.getContext('2d')!;
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#111827';
      return ctx;
    };
    const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
      const box = canvas.current!.getBoundingClientRect();
      return {
        x: ((event.clientX - box.left) / box.width) * WIDTH,
        y: ((event.clientY - box.top) / box.height) * HEIGHT,
      };
    };
    const ink = (value: boolean) => {
      isInked.current = value;
      setHasInk(value);
      onChange(value);
    };
    const clear = () => {
      context().clearRect(0, 0, WIDTH, HEIGHT);
      ink(false);
    };
    useImperativeHandle(ref, () => ({
      toPngBase64: () =>
        isInked.current
          ? canvas.current!.toDataURL('image/png').replace(/^data:image\/png;base64,/, '')
          : null,
      writeName(name: string) {
        const ctx = context();
        ctx.clearRect(0, 0, WIDTH, HEIGHT);
        ctx.font = 'italic 44px "Brush Script MT", "Segoe Script", cursive';
        ctx.fillStyle = '#111827';
        ctx.fillText(name, 24, HEIGHT / 2 + 16, WIDTH - 48);
        ink(name.trim() !== '');
      },
      clear,
    }));
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" id="signature-label">
          Sign in the box with your mouse, finger or pen
        </Typography>
        <Box
          component="canvas"
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-labelledby="signature-label"
          data-testid="signature-pad"
          onPointerDown={(event: React.PointerEvent<HTMLCanvasElement>) => {
            drawing.current = true;
            canvas.current!.setPointerCapture(event.pointerId);
            const { x, y } = point(event);
            const ctx = context();
            ctx.beginPath();
            ctx.moveTo(x, y);
          }}
          onPointerMove={(event: React.PointerEvent<HTMLCanvasElement>) => {
            if (!drawing.current) return;
            const { x, y } = point(event);
            const ctx = context();
            ctx.lineTo(x, y);
            ctx.stroke();
            if (!hasInk) ink(true);
          }}
          onPointerUp={() => {
            drawing.current = false;
          }}
          sx={{
            width: '100%',
            maxWidth: WIDTH,
            aspectRatio: `${WIDTH} / ${HEIGHT}`,
            border: 2,
            borderColor: 'divider',
            borderStyle: 'dashed',
            borderRadius: 2,
            bgcolor: '#fff',
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
        <Box>
          <Button size="small" onClick={clear} disabled={!hasInk}>
            Clear signature
          </Button>
        </Box>
      </Box>
    );
  },
);
