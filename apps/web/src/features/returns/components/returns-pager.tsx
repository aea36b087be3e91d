import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { RETURNS_PAGE_SIZE } from '@vanbid/domain';
import type { ReturnsPages } from '../hooks/use-returns-pages';

/**
 * The Returns list's pager, as the call and lead logs have it: under 600 px Previous, "Page 2 of
 * 3" and Next; wider, the table's "101–200 of 230" with its arrows.
 */
export function ReturnsPager({ pages, isMobile }: { pages: ReturnsPages; isMobile: boolean }) {
  if (isMobile)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button disabled={pages.page <= 1} onClick={pages.previous}>
          Previous
        </Button>
        <Typography variant="body2">
          Page {pages.page} of {pages.pages}
        </Typography>
        <Button disabled={!pages.hasNext} onClick={pages.next}>
          Next
        </Button>
      </Box>
    );
  return (
    <TablePagination
      component="div"
      count={pages.totalItems}
      page={pages.page - 1}
      rowsPerPage={RETURNS_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_, page) => (page < pages.page - 1 ? pages.previous() : pages.next())}
      slotProps={{ actions: { nextButton: { disabled: !pages.hasNext } } }}
    />
  );
}
