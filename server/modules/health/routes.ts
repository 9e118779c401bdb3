import { healthRoutes as contract } from '../../../common/contract/health';
import type { AppDeps } from '../../deps';
import { type MessageKey, translate } from '../../http/messages';
import { implement } from '../../http/route';
import { type DescriptorUsage, describeDescriptors, descriptorsExhausted } from '../../platform/descriptors';

/** A dependency that does not answer within this counts as down: the balancer must not wait on us. */
const READINESS_TIMEOUT_MS = 2_000;

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  try {
    return await deps.pingDatabase();
  } catch {
    return false;
  }
}

/** Null when unknown (no /proc) or unreadable: then the descriptors do not decide. */
const descriptorUsage = (deps: AppDeps): Promise<DescriptorUsage | null> => deps.descriptors().catch(() => null);

export function healthRoutes(deps: AppDeps) {
  return [
    implement(contract.check, async (_input, c) => {
      const started = performance.now();
      const [database, descriptors] = await Promise.all([databaseAnswers(deps), descriptorUsage(deps)]);
      // A process out of descriptors answers pages with 500 although its database answers: that is not healthy.
      const language = c.get('language') ?? 'de';
      const problems: { code: MessageKey; message: string }[] = [
        ...(database ? [] : [{ code: 'databaseUnreachable' as const, message: translate('databaseUnreachable', language) }]),
        ...(descriptors && descriptorsExhausted(descriptors)
          ? [{ code: 'tooManyOpenFiles' as const, message: describeDescriptors(descriptors, language) }]
          : []),
      ];
      const responseTime = Math.round((performance.now() - started) * 100) / 100;
      // No Cache-Control here: every /api/ answer is no-store (server/app.ts).
      if (problems.length === 0) return { status: 200, body: { healthy: true, responseTime, message: 'OK' } };
      // 503 keeps the fields of spec §7 (an error message and the HTTP status) and, like every error answer, the
      // stable code of its message: the first problem's key, the database before the descriptors.
      const message = problems.map((problem) => problem.message).join('; ');
      return c.json({ code: problems[0]!.code, healthy: false, responseTime, message }, 503);
    }),
    implement(contract.ready, async (_input, c) => {
      const names = Object.keys(deps.readiness);
      const [results, descriptors] = await Promise.all([
        Promise.all(names.map((name) => withTimeout(deps.readiness[name]!(), READINESS_TIMEOUT_MS))),
        descriptorUsage(deps),
      ]);
      const checks = {
        ...Object.fromEntries(names.map((name, index) => [name, results[index]!])),
        // Near the limit the instance cannot accept or open files: the balancer should send to another one.
        descriptors: !descriptorsExhausted(descriptors),
      };
      const draining = deps.lifecycle.draining;
      const body = { ready: !draining && Object.values(checks).every(Boolean), draining, checks };
      c.header('Cache-Control', 'no-store');
      return body.ready ? { status: 200, body } : c.json(body, 503);
    }),
  ];
}
