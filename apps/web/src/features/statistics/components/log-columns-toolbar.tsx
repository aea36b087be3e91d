import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, Toolbar } from '@mui/x-data-grid';

/** The grid's toolbar: the owner chooses which columns the log shows. */
export function LogColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger startIcon={<ViewColumnIcon fontSize="small" />}>Columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}
