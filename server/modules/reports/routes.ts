import { reportRoutes as contract } from '../../../common/contract/reports';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import { createReport, handleReport, listReports } from './service';

export function reportRoutes(deps: AppDeps) {
  return [
    implement(contract.create, async ({ body }, c) => {
      const result = await createReport(deps, currentUser(c), body);
      return result.created ? { status: 201 as const, body: { report: result.report } } : { status: 200 as const, body: { report: result.report } };
    }),
    implement(contract.adminList, async ({ query }) => ({ status: 200, body: await listReports(deps, query) })),
    implement(contract.adminHandle, async ({ params, body }, c) => ({
      status: 200,
      body: await handleReport(deps, currentUser(c), params.id, body),
    })),
  ];
}
