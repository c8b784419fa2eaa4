/** 'web' in a browser; the native shell (Capacitor, DESIGN §9) reports android / ios. */
export type Platform = 'web' | 'android' | 'ios';

type CapacitorGlobal = { getPlatform?: () => string };

export function getPlatform(): Platform {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  const platform = capacitor?.getPlatform?.();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}
