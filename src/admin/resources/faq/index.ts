import QuizIcon from '@mui/icons-material/Quiz';
import type { Faq } from '../../../domain/faq';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const FaqList = lazyView(() => import('./FaqList'), 'FaqList');
const forms = chunk(() => import('./forms'));
const FaqCreate = lazyView(forms, 'FaqCreate');
const FaqEdit = lazyView(forms, 'FaqEdit');

export default {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: (record: Faq) => record.question,
};
