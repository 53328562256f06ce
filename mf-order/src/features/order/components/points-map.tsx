/**
 * The carrier's points on a map: Leaflet with OpenStreetMap tiles, in a chunk of its own that the
 * order page loads only when the visitor asks for the map. Without tiles (no network) the markers
 * still stand on a blank map, and the list beside it does the choosing anyway.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import 'leaflet/dist/leaflet.css';
import {
  circleMarker,
  map as leafletMap,
  tileLayer,
  type CircleMarker,
  type Map as LeafletMap,
} from 'leaflet';
import { MAP_TILES_URL, type PickupPoint, type ShipmentEnd } from '@dostavka/shared-kernel/domain';
import { useDataNames } from '@dostavka/shared-kernel/ui-core';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const style = (chosen: boolean) => ({
  radius: chosen ? 9 : 7,
  color: chosen ? '#0d47a1' : '#1976d2',
  weight: 2,
  fillColor: chosen ? '#0d47a1' : '#ffffff',
  fillOpacity: 0.9,
});

export interface PointsMapProps {
  points: readonly PickupPoint[];
  chosenId: string | null;
  label: string;
  /** The end the points are for: an office is named where it receives or gives out the cargo. */
  end: ShipmentEnd;
  onChoose(point: PickupPoint): void;
}

export default function PointsMap({ points, chosenId, label, end, onChoose }: PointsMapProps): ReactElement {
  const element = useRef<HTMLDivElement>(null);
  const view = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<string, CircleMarker>());
  const choose = useRef(onChoose);
  const names = useDataNames();
  choose.current = onChoose;

  useEffect(() => {
    if (!element.current) return;
    const created = leafletMap(element.current, { scrollWheelZoom: false });
    tileLayer(MAP_TILES_URL, { maxZoom: 18, attribution: ATTRIBUTION }).addTo(created);
    view.current = created;
    return () => {
      created.remove();
      view.current = null;
      markers.current.clear();
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current || points.length === 0) return;
    for (const marker of markers.current.values()) marker.remove();
    markers.current.clear();
    for (const point of points) {
      const marker = circleMarker([point.lat, point.lon], style(false))
        .bindTooltip(`${names.point(point, end)}, ${names.place(point.address)}`)
        .on('click', () => choose.current(point))
        .addTo(current);
      markers.current.set(point.id, marker);
    }
    current.fitBounds(
      points.map((point) => [point.lat, point.lon] as [number, number]),
      { padding: [24, 24], maxZoom: 14 },
    );
    // Markers are made again only for new points (or names in another language); the chosen
    // one's style is the next effect's.
  }, [points, names, end]);

  useEffect(() => {
    for (const [id, marker] of markers.current) marker.setStyle(style(id === chosenId));
  }, [chosenId, points]);

  return (
    <Box
      ref={element}
      role="region"
      aria-label={label}
      data-testid="points-map"
      sx={{ height: { xs: 260, sm: 320 }, mt: 1, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}
    />
  );
}
