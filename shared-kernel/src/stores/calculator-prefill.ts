import { runInAction } from 'mobx';
import { parseCalculatorLink, type City } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';

/**
 * Fills the order's route and the first cargo's weight from a calculator address (see
 * calculatorHref). Cities the store already holds are kept; others are looked up by slug.
 */
export async function prefillCalculator(store: RootStore, query: Record<string, string>): Promise<void> {
  const link = parseCalculatorLink(query);
  const resolve = async (side: 'from' | 'to', slug: string | undefined) => {
    if (!slug || store.order.directions[side].city?.slug === slug) return;
    try {
      const { city } = await store.api.content.getSingleCityContent(slug);
      runInAction(() => store.order.setCity(side, city as City));
    } catch {
      // An unknown slug leaves the field empty for the visitor to fill.
    }
  };
  await Promise.all([resolve('from', link.from), resolve('to', link.to)]);
  if (link.weight !== undefined && store.delivery.cargos.length === 0) {
    runInAction(() => {
      const cargo = store.delivery.addCargo();
      store.delivery.updateCargo(cargo.id, { weight: { value: link.weight!, unit: 'kg' } });
    });
  }
}
