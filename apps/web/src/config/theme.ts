import type { ThemeConfig } from 'antd';

/**
 * TaxAtlas brand: deep navy for the frame, a dark teal for actions, restrained neutrals. Every text/background pair
 * below meets WCAG AA (4.5:1) — teal #0e5e6f on white is 7.4:1, white on navy #0b2545 is 15.6:1.
 */
export const brandColors = {
  navy: '#0b2545',
  navyLight: '#13315c',
  teal: '#0e5e6f',
  tealBright: '#2ec4b6',
  gold: '#c9a227',
  ink: '#1b2430',
  muted: '#4a5565',
  surface: '#f4f6f9',
} as const;

/** Colours for the charts: take-home first, then one per tax. */
export const chartPalette = ['#0e5e6f', '#0b2545', '#c9a227', '#7a4eab', '#b42318', '#4a5565'] as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brandColors.teal,
    colorInfo: brandColors.teal,
    colorLink: brandColors.teal,
    colorSuccess: '#1f7a4d',
    colorWarning: '#a15c07',
    colorError: '#b42318',
    colorTextBase: brandColors.ink,
    colorTextSecondary: brandColors.muted,
    // antd's default description grey is below 4.5:1 on white.
    colorTextDescription: '#566070',
    colorTextTertiary: '#566070',
    colorTextPlaceholder: '#6b7482',
    colorBgLayout: brandColors.surface,
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 15,
  },
  components: {
    Layout: { headerBg: brandColors.navy, footerBg: brandColors.navy, bodyBg: brandColors.surface, headerPadding: '0 24px' },
    Button: { fontWeight: 600, primaryShadow: 'none' },
    Card: { headerFontSize: 17 },
    Table: { headerBg: '#eef2f6', headerColor: brandColors.ink, footerBg: '#eef2f6' },
    Tabs: { itemSelectedColor: brandColors.teal, inkBarColor: brandColors.teal },
  },
};
