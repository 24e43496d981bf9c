import { createContext, useContext } from 'react';

// The guided tour's controls (demo build and `npm start` only: app/tour-mount.tsx provides them
// behind the API mode, so a live build has none, and its menus offer no tour).

export interface TourControls {
  /** Starts the shipped tour from its first step (signing in as its account if needed). */
  start(): void;
}

export const TourControlsContext = createContext<TourControls | null>(null);

export const useTourControls = () => useContext(TourControlsContext);

/** Where the running tour keeps its place for this tab, so a reload resumes at its step. */
export const TOUR_PLACE_KEY = 'grantwise-tour';

export interface TourPlace {
  tour: string;
  index: number;
}

/** The running tour's place in this tab, if one runs. */
export function readTourPlace(): TourPlace | null {
  try {
    const raw = sessionStorage.getItem(TOUR_PLACE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TourPlace>;
    return typeof value.tour === 'string' && typeof value.index === 'number'
      ? { tour: value.tour, index: value.index }
      : null;
  } catch {
    return null;
  }
}
