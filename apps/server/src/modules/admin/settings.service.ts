import { asc, count, eq } from 'drizzle-orm';
import { ADMIN_MSG, MSG } from '@xcb/shared';
import { articleTypes, banners, dictionaries, dictionaryDetails } from '../../db/schema/index.ts';
import { badRequest, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { requireAdmin } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';
import { presentBanner, presentDictionary } from './admin.presenter.ts';
import { invalidateArticleTypes } from '../courses/types.cache.ts';

export async function setSm4(deps: AppDeps, actor: Actor, on: boolean) {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const { before } = await deps.platform.setSm4(on, tx);
    await audit(tx, actor, { action: 'config.sm4', kind: 'config', target: 'sm4Encrypt', before: { on: before }, after: { on } });
  });
  return {};
}

// ---- dictionaries ----

export async function listDictionaries(deps: AppDeps, actor: Actor) {
  requireAdmin(actor);
  const [dicts, details] = await Promise.all([
    deps.db.select().from(dictionaries).orderBy(asc(dictionaries.id)),
    deps.db.select().from(dictionaryDetails).orderBy(asc(dictionaryDetails.sort), asc(dictionaryDetails.id)),
  ]);
  return dicts.map((d) => presentDictionary(d, details));
}

/** spec: integralRule entries read `label=term,months` (e.g. 一年=12个月,12); the points page parses them. */
const INTEGRAL_RULE = /^[^=,]{1,20}=[^=,]{1,20},\d{1,3}$/;

export async function saveDictionaryDetail(
  deps: AppDeps,
  actor: Actor,
  input: {
    id?: number | undefined;
    dictionaryId: number;
    name: string;
    value: string;
    varchar1?: string | undefined;
    sort?: number | undefined;
  },
) {
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const [dict] = await tx.select().from(dictionaries).where(eq(dictionaries.id, input.dictionaryId));
    if (!dict) throw notFound();
    if (dict.number === 'integralRule' && !INTEGRAL_RULE.test(input.value)) throw badRequest(ADMIN_MSG.integralRuleFormat);
    const values = {
      name: input.name,
      value: input.value,
      varchar1: input.varchar1 ?? null,
      ...(input.sort === undefined ? {} : { sort: input.sort }),
    };
    if (!input.id) {
      let sort = input.sort;
      if (sort === undefined) {
        const [n] = await tx.select({ n: count() }).from(dictionaryDetails).where(eq(dictionaryDetails.dictionaryId, dict.id));
        sort = n?.n ?? 0;
      }
      const [row] = await tx
        .insert(dictionaryDetails)
        .values({ dictionaryId: dict.id, ...values, sort })
        .returning({ id: dictionaryDetails.id });
      await audit(tx, actor, {
        action: 'dictionary.add',
        kind: 'dictionary',
        target: `${dict.number}#${row?.id}`,
        after: { ...values, sort },
      });
      return { id: row?.id ?? 0 };
    }
    const [before] = await tx.select().from(dictionaryDetails).where(eq(dictionaryDetails.id, input.id)).for('update');
    if (!before || before.dictionaryId !== dict.id) throw notFound();
    await tx.update(dictionaryDetails).set(values).where(eq(dictionaryDetails.id, input.id));
    await audit(tx, actor, {
      action: 'dictionary.update',
      kind: 'dictionary',
      target: `${dict.number}#${input.id}`,
      before: { name: before.name, value: before.value, varchar1: before.varchar1, sort: before.sort },
      after: values,
    });
    return { id: input.id };
  });
}

export async function deleteDictionaryDetail(deps: AppDeps, actor: Actor, id: number) {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ d: dictionaryDetails, number: dictionaries.number })
      .from(dictionaryDetails)
      .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId))
      .where(eq(dictionaryDetails.id, id));
    if (!row) throw notFound();
    await tx.delete(dictionaryDetails).where(eq(dictionaryDetails.id, id));
    await audit(tx, actor, {
      action: 'dictionary.delete',
      kind: 'dictionary',
      target: `${row.number}#${id}`,
      before: { name: row.d.name, value: row.d.value, varchar1: row.d.varchar1 },
      after: null,
    });
  });
  return {};
}

// ---- article type groups ----

export async function saveArticleType(
  deps: AppDeps,
  actor: Actor,
  input: { id?: number | undefined; parentId?: number | undefined; name: string; value: string; sort?: number | undefined },
) {
  requireAdmin(actor);
  const saved = await deps.db.transaction(async (tx) => {
    if (input.parentId) {
      const [parent] = await tx.select().from(articleTypes).where(eq(articleTypes.id, input.parentId));
      // Two levels only: groups and their children (spec: dictionary_lxjhList).
      if (!parent || parent.parentId !== null || parent.id === input.id) throw badRequest(ADMIN_MSG.typeParentInvalid);
    }
    const [clash] = await tx.select({ id: articleTypes.id }).from(articleTypes).where(eq(articleTypes.value, input.value));
    if (clash && clash.id !== input.id) throw refuse(ADMIN_MSG.typeValueTaken);
    const values = {
      name: input.name,
      value: input.value,
      parentId: input.parentId ?? null,
      ...(input.sort === undefined ? {} : { sort: input.sort }),
    };
    if (!input.id) {
      const [row] = await tx.insert(articleTypes).values(values).returning({ id: articleTypes.id });
      invalidateArticleTypes();
      await audit(tx, actor, { action: 'articleType.add', kind: 'articleType', target: row?.id, after: values });
      return { id: row?.id ?? 0 };
    }
    const [before] = await tx.select().from(articleTypes).where(eq(articleTypes.id, input.id)).for('update');
    if (!before) throw notFound();
    if (before.parentId === null && input.parentId) {
      const [kids] = await tx.select({ n: count() }).from(articleTypes).where(eq(articleTypes.parentId, before.id));
      if ((kids?.n ?? 0) > 0) throw refuse(ADMIN_MSG.typeHasChildren);
    }
    await tx.update(articleTypes).set(values).where(eq(articleTypes.id, input.id));
    invalidateArticleTypes();
    await audit(tx, actor, {
      action: 'articleType.update',
      kind: 'articleType',
      target: input.id,
      before: { name: before.name, value: before.value, parentId: before.parentId, sort: before.sort },
      after: values,
    });
    return { id: input.id };
  });
  // again once committed: a read between the change and the commit may have cached the old rows
  invalidateArticleTypes();
  return saved;
}

export async function deleteArticleType(deps: AppDeps, actor: Actor, id: number) {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(articleTypes).where(eq(articleTypes.id, id)).for('update');
    if (!row) throw notFound();
    const [kids] = await tx.select({ n: count() }).from(articleTypes).where(eq(articleTypes.parentId, id));
    if ((kids?.n ?? 0) > 0) throw refuse(ADMIN_MSG.typeHasChildren);
    await tx.delete(articleTypes).where(eq(articleTypes.id, id));
    await audit(tx, actor, {
      action: 'articleType.delete',
      kind: 'articleType',
      target: id,
      before: { name: row.name, value: row.value, parentId: row.parentId },
      after: null,
    });
  });
  invalidateArticleTypes();
  return {};
}

// ---- banners ----

export async function listBanners(deps: AppDeps, actor: Actor) {
  requireAdmin(actor);
  const rows = await deps.db.select().from(banners).orderBy(asc(banners.bannerType), asc(banners.sort), asc(banners.id));
  return rows.map(presentBanner);
}

export async function saveBanner(
  deps: AppDeps,
  actor: Actor,
  input: {
    id?: number | undefined;
    title: string;
    subtitle?: string | undefined;
    buttonText?: string | undefined;
    bannerPath: string;
    bannerUrl: string;
    bannerType: string;
    sort?: number | undefined;
  },
) {
  requireAdmin(actor);
  const values = {
    title: input.title,
    // left empty, the picture shows the title alone
    subtitle: input.subtitle ?? '',
    buttonText: input.buttonText ?? '',
    bannerPath: input.bannerPath,
    bannerUrl: input.bannerUrl,
    bannerType: input.bannerType,
    sort: input.sort ?? 0,
  };
  return deps.db.transaction(async (tx) => {
    if (!input.id) {
      const [row] = await tx.insert(banners).values(values).returning({ id: banners.id });
      await audit(tx, actor, { action: 'banner.add', kind: 'banner', target: row?.id, after: values });
      return { id: row?.id ?? 0 };
    }
    const [before] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
    if (!before) throw notFound(MSG.notFound);
    await tx.update(banners).set(values).where(eq(banners.id, input.id));
    await audit(tx, actor, { action: 'banner.update', kind: 'banner', target: input.id, before: presentBanner(before), after: values });
    return { id: input.id };
  });
}

export async function deleteBanner(deps: AppDeps, actor: Actor, id: number) {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw notFound(MSG.notFound);
    await tx.delete(banners).where(eq(banners.id, id));
    await audit(tx, actor, { action: 'banner.delete', kind: 'banner', target: id, before: presentBanner(before), after: null });
  });
  return {};
}
