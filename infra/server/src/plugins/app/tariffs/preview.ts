/**
 * The staff console's preview of a draft rate card: a few fixed city pairs and cargos, each priced
 * with the live card and with the draft by the engine the calculator uses, nothing saved or signed.
 */
import type { FastifyInstance } from 'fastify';
import type { RateCardPreview, RateCardPreviewRow, StaffRateCard } from '@dostavka/shared-kernel/contract';
import { C } from '../../../tariffs/city-codes';
import { pricingDate, TYPICAL_SHIPMENTS, typicalSearch } from '../content/route-facts';
import type { RateCard } from '../../../tariffs/rate-card';

/** City pairs: short, middle and long, across the seed network. */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  [C.spb, C.moscow],
  [C.moscow, C.kazan],
  [C.spb, C.yekaterinburg],
  [C.moscow, C.novosibirsk],
];

/** Cargos: the route pages' 100 kg and 1 t, a van and a 20 t truck. */
const SAMPLES = TYPICAL_SHIPMENTS.filter((shipment) =>
  ['kg100', 't1', 'van', 'truck20'].includes(shipment.key),
);

const round = (total: number | null) => (total === null ? null : Math.round(total));

export async function previewCard(
  app: FastifyInstance,
  live: StaffRateCard,
  draft: RateCard,
): Promise<RateCardPreview> {
  const { cities, fleet } = app.tariffs;
  // The loading date every search of the engine is checked against: tomorrow, as route pages price.
  const date = pricingDate();
  const cards = [
    { slug: live.provider, card: live.card },
    { slug: live.provider, card: draft },
  ];
  const rows: RateCardPreviewRow[] = [];
  for (const shipment of SAMPLES) {
    if (!live.card[shipment.kind] && !draft[shipment.kind]) continue;
    for (const [fromCode, toCode] of PAIRS) {
      const from = cities.get(fromCode);
      const to = cities.get(toCode);
      const search = from && to ? typicalSearch(shipment, from, to, date, fleet) : null;
      if (!from || !to || !search) continue;
      const [before, after] = await app.tariffs.priceWith(search.kind, search.data, cards);
      rows.push({
        id: `${shipment.key}-${fromCode}-${toCode}`,
        from: from.name,
        to: to.name,
        mode: shipment.kind,
        weightKg: shipment.kind === 'consolidated' ? shipment.pieceKg * shipment.quantity : null,
        vehicle: search.vehicle?.name ?? null,
        live: round(before ?? null),
        draft: round(after ?? null),
      });
    }
  }
  return { provider: live.provider, rows };
}
