import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** TOUR-04: 'Add New Tour' opens tours/new (TourEdit shows the create form for that id, TOUR-07). */
export function AddTourButton() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'tours', type: 'edit', id: 'new' })}
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
    >
      {translate('ep.tours.addNewTour')}
    </Button>
  );
}
