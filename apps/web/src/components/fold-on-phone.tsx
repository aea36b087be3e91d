import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { type ReactNode, useId, useState } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile';

interface FoldOnPhoneProps {
  /** The button's words ("Filters · 2 on"). */
  label: string;
  children: ReactNode;
}

/**
 * On a phone, `children` fold behind a button so the page's content comes first; on wider screens
 * they are simply shown.
 */
export function FoldOnPhone({ label, children }: FoldOnPhoneProps) {
  const isPhone = useIsMobile();
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  if (!isPhone) return children;
  return (
    <>
      <Button
        color="inherit"
        aria-expanded={isOpen}
        aria-controls={id}
        endIcon={isOpen ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setOpen((value) => !value)}
        sx={{ justifySelf: 'start', textTransform: 'none', fontWeight: 700 }}
      >
        {label}
      </Button>
      <Collapse in={isOpen} id={id} unmountOnExit>
        {children}
      </Collapse>
    </>
  );
}
