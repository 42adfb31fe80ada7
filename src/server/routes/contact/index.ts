import type { FastifyInstance } from 'fastify';
import { contactResource } from '../../../domain/contact';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';
import { guestReplyRoutes } from './replyRoutes';

/** The inbox: visitors' messages, the team's notes and the replies emailed to the visitors. */
export default async function contactArea(scope: FastifyInstance) {
  crudRoutes(scope, contactResource, hooks(scope.deps));
  guestReplyRoutes(scope);
}
