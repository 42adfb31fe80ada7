import QuizIcon from '@mui/icons-material/Quiz';
import type { Faq } from '../../../domain/faq';
import { FaqCreate } from './FaqCreate';
import { FaqEdit } from './FaqEdit';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const FaqList = lazyView(() => import('./FaqList'), 'FaqList');

export default {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: (record: Faq) => record.question,
};
