import Slider from '@mui/material/Slider';
import { useMemo } from 'react';
import { useLeadsSlider } from '../api/application-settings';
import { formatDollars } from '../lib/format';
import { limitSteps } from '../lib/limit-steps';

/**
 * The steps are many (one every few %): drawn, they would be dozens of hidden elements per slider,
 * so the slider keeps them as stops only.
 */
function NoMark() {
  return null;
}

interface LimitSliderProps {
  /** The saved value: the steps are counted from it. */
  anchor: number;
  value: number;
  /** The slider's accessible name: its own, or the id of the text that names it. */
  label?: string;
  labelId?: string;
  onChange: (value: number) => void;
  onChangeCommitted?: (value: number) => void;
}

/** The leads slider (docs/product.md §4): leads_slider's range, round steps of about `slider_step_percent` %. */
export function LimitSlider({
  anchor,
  value,
  label,
  labelId,
  onChange,
  onChangeCommitted,
}: LimitSliderProps) {
  const slider = useLeadsSlider();
  const marks = useMemo(() => limitSteps(anchor, slider).map((step) => ({ value: step })), [anchor, slider]);
  return (
    <Slider
      aria-label={label}
      aria-labelledby={labelId}
      value={value}
      min={slider.min}
      max={slider.max}
      step={null}
      marks={marks}
      valueLabelDisplay="auto"
      getAriaValueText={formatDollars}
      valueLabelFormat={formatDollars}
      onChange={(_event, next) => onChange(next as number)}
      onChangeCommitted={(_event, next) => onChangeCommitted?.(next as number)}
      slots={{ mark: NoMark }}
      sx={{ py: 1 }}
    />
  );
}
