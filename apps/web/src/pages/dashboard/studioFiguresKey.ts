/** The studio figures' query key: pages that change bookings, payments or reviews refresh them. */
export const STUDIO_FIGURES_KEY = ['sys', 'studioFigures'] as const;
