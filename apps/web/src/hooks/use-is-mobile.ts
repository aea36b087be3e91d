import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_WIDTH_PX } from '@vanbid/domain';

/** True below the mobile width threshold (docs/product.md §12: 600 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width:${MOBILE_WIDTH_PX - 0.02}px)`, { noSsr: true });
}
