import type { ThemeConfig } from 'antd';

/**
 * The gallery palette: warm off-white walls, near-black type, one accent (a burnt sienna, used
 * sparingly for primary actions and focus). CSS custom properties in app/styles.css mirror it.
 */
export const palette = {
  background: '#faf8f4',
  surface: '#ffffff',
  text: '#1b1a18',
  muted: '#6b665e',
  border: '#e6e1d7',
  accent: '#9a3f24',
  ink: '#141311',
} as const;

export const fonts = {
  sans: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  serif: "'Playfair Display Variable', 'Playfair Display', Georgia, 'Times New Roman', serif",
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.accent,
    colorLink: palette.text,
    colorLinkHover: palette.accent,
    colorText: palette.text,
    colorTextSecondary: palette.muted,
    colorBgLayout: palette.background,
    colorBgContainer: palette.surface,
    colorBorder: palette.border,
    colorBorderSecondary: palette.border,
    fontFamily: fonts.sans,
    fontSize: 15,
    borderRadius: 2,
    borderRadiusLG: 4,
    controlHeight: 40,
    controlHeightLG: 48,
  },
  components: {
    Layout: {
      bodyBg: palette.background,
      headerBg: palette.background,
      headerHeight: 72,
      headerPadding: '0 32px',
      siderBg: palette.surface,
      footerBg: palette.ink,
    },
    Menu: {
      itemBg: 'transparent',
      itemSelectedBg: '#f3eee6',
      itemSelectedColor: palette.text,
      itemHoverColor: palette.accent,
      horizontalItemSelectedColor: palette.text,
    },
    Button: {
      primaryShadow: 'none',
      defaultShadow: 'none',
      fontWeight: 500,
    },
    Modal: {
      titleFontSize: 22,
    },
    Badge: {
      colorError: palette.accent,
    },
  },
};
