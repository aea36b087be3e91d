import Box from '@mui/material/Box';

/** "Skip to content": the first stop of the keyboard, visible only when focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
