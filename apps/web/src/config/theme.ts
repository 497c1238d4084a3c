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
  /** The lightest text, for placeholders: still 4.6:1 on the walls and 4.9:1 on white. */
  faint: '#757066',
  border: '#e6e1d7',
  accent: '#9a3f24',
  ink: '#141311',
} as const;

/**
 * The colours of status labels (order and hold states): each text reads at 4.5:1 or more on its
 * own ground (pending 6.8:1, positive 7.3:1, urgent 7.0:1, neutral 8.1:1, closed 18:1). Ant Design's gold and
 * green presets write their 7th shade on their 1st, 2.8:1 and 3.4:1.
 */
export const statusTones = {
  pending: { text: '#7a4a00', background: '#fdf3dc', border: '#efd9a7' },
  positive: { text: '#1f5c12', background: '#eef6e9', border: '#c9e2bb' },
  urgent: { text: '#a8071a', background: '#fff1f0', border: '#ffccc7' },
  neutral: { text: '#4a463f', background: '#f1eee8', border: '#e6e1d7' },
  /** Done and gone (a sold work): the walls' colour on ink. */
  closed: { text: palette.background, background: palette.ink, border: palette.ink },
} as const;
export type StatusTone = keyof typeof statusTones;

export const fonts = {
  sans: "'Inter Variable', 'Inter Fallback', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  serif: "'Playfair Display Variable', 'Playfair Display Fallback', 'Playfair Display', Georgia, 'Times New Roman', serif",
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.accent,
    colorLink: palette.text,
    colorLinkHover: palette.accent,
    colorText: palette.text,
    colorTextSecondary: palette.muted,
    // Ant Design's own greys for help text, menu group titles and placeholders (#8c8c8c, #bfbfbf)
    // read at 3.4:1 and 1.8:1 on white; ours keep 4.5:1.
    colorTextTertiary: palette.muted,
    colorTextDescription: palette.muted,
    colorTextPlaceholder: palette.faint,
    // Focus rings (and the crop slider's track) are drawn in this tint of the accent; Ant Design's
    // own (#bf9a88) is 2.5:1 on white, too faint to find the focus by. The accent is 6.7:1.
    colorPrimaryBorder: palette.accent,
    // Danger buttons write white on the error red: Ant Design's #ff4d4f reads at 3.3:1, its 7th
    // red shade at 5.9:1 (and as error text on white too).
    colorError: '#cf1322',
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
    // Ant Design draws progress in its info blue, and in its success green once full: ours is the
    // accent on a track of the border's tint, full or not (the taste test, studio uploads).
    Progress: {
      defaultColor: palette.accent,
      colorSuccess: palette.accent,
      remainingColor: palette.border,
    },
  },
};
