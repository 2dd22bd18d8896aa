import { CloseIcon, MenuIcon, SignOutIcon } from '@h5/design-system/Icons';
import { ReasonConfirmHost } from '@h5/design-system/ReasonConfirm';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Button, UserIcon } from '@h5/design-system';
import type { IconProps } from '../../icons/iconProps.ts';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { consoleWidthOf, type ConsoleWidth } from './consoleWidth.ts';
import styles from './ConsoleLayout.module.css';
import { texts } from './texts.ts';

/** One page in the navigation. */
export type ConsoleNavItem = {
  /** Unique in the navigation. */
  key: string;
  /** The page's name ("Withdrawals"). */
  label: string;
  /** Where the link goes (`#/console/withdrawals`). */
  href: string;
  /** A glyph of the design system's set, drawn before the label. */
  icon?: ComponentType<IconProps>;
  /** The page shown now: marked for screen readers (`aria-current="page"`) and by a bar and a tint. */
  active?: boolean;
};

/** A group of pages under an optional heading ("Money"). A section with no items is left out. */
export type ConsoleNavSection = {
  /** Unique among the sections; the label, or the position, when left out. */
  key?: string;
  /** The group's heading; none for a single flat list. */
  label?: string;
  items: readonly ConsoleNavItem[];
};

/** Who is signed in, as the top bar shows it. */
export type ConsoleOperator = {
  name: string;
  /** The role in words, in the language shown ("Finance"). */
  role: string;
};

export type ConsoleLayoutProps = {
  /** The console's name, at the top of the navigation (and of the top bar on a phone). */
  productName: string;
  /** The navigation's name for screen readers ("Console"). */
  navLabel: string;
  /** The pages the operator may open, by group; pass only those their role allows. */
  sections: readonly ConsoleNavSection[];
  /** Who is signed in. */
  operator: ConsoleOperator;
  /** Signs out (the caller asks the API, then shows the sign-in page). */
  onSignOut: () => void;
  /** Small controls in the top bar before the operator (a language switch). */
  actions?: ReactNode;
  /** The page: its `h1` first. */
  children: ReactNode;
  /** Adds rules to the frame. */
  className?: string;
};

/**
 * The operator console's frame: the navigation on the left, a top bar with the operator and Sign
 * out, and the page in the `main` landmark. It lays itself out by its own width: from 1024 px the
 * navigation stays beside the page, from 768 px it is narrower, and below that it opens from the
 * top bar's menu button over the page (focus kept inside, Escape or a link closes it). A "Skip to
 * content" link comes first. It also mounts the dialog of `showReasonConfirm`.
 */
export function ConsoleLayout({
  productName,
  navLabel,
  sections,
  operator,
  onSignOut,
  actions,
  children,
  className,
}: ConsoleLayoutProps) {
  const { t } = useSubPathTranslation(texts);
  const mainId = useId();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const width = useConsoleWidth(root);
  const phone = width === 'phone';
  const main = useRef<HTMLElement>(null);

  const [menuOpen, setMenuOpen] = useState(false);
  // The menu closes when the page changes (a link, the back button) or the frame grows wider.
  const activeKey = sections.flatMap((section) => section.items).find((item) => item.active)?.key;
  const [shownKey, setShownKey] = useState(activeKey);
  if (activeKey !== shownKey) {
    setShownKey(activeKey);
    setMenuOpen(false);
  }
  if (menuOpen && !phone) setMenuOpen(false);
  // After a link in the menu, the focus goes to the new page rather than back to the menu button.
  const navigated = useRef(false);

  const focusMain = () => main.current?.focus();
  // The console routes by the address's hash: following `#main` would leave the page.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMain();
  };

  const navigation = (
    <nav className={styles.nav} aria-label={navLabel}>
      <NavSections
        sections={sections}
        onNavigate={() => {
          if (!phone) return;
          navigated.current = true;
          setMenuOpen(false);
        }}
      />
    </nav>
  );

  return (
    <div ref={setRoot} className={cx(styles.layout, className)} data-width={width}>
      <a className={styles.skipLink} href={`#${mainId}`} onClick={skipToContent}>
        {t('consoleLayout.skipToContent')}
      </a>
      {!phone && (
        <div className={styles.side}>
          <div className={styles.sideInner}>
            <p className={styles.product}>{productName}</p>
            {navigation}
          </div>
        </div>
      )}
      <div className={styles.column}>
        <header className={styles.topBar}>
          {phone && (
            <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
              <Dialog.Trigger className={styles.iconButton} aria-label={t('consoleLayout.openNavigation')}>
                <MenuIcon />
              </Dialog.Trigger>
              {/* Drawn inside the frame, so that a frame smaller than the window keeps its menu. */}
              <Dialog.Portal container={root}>
                <Dialog.Overlay className={styles.overlay} />
                <Dialog.Content
                  className={styles.menu}
                  aria-describedby={undefined}
                  onCloseAutoFocus={(event) => {
                    if (!navigated.current) return;
                    navigated.current = false;
                    event.preventDefault();
                    focusMain();
                  }}
                >
                  <div className={styles.menuHeader}>
                    <Dialog.Title className={styles.product}>{productName}</Dialog.Title>
                    <Dialog.Close
                      className={styles.iconButton}
                      aria-label={t('consoleLayout.closeNavigation')}
                    >
                      <CloseIcon />
                    </Dialog.Close>
                  </div>
                  {navigation}
                  <p className={styles.menuOperator}>
                    <UserIcon className={styles.operatorIcon} />
                    <span className={styles.operatorText}>
                      <span className={styles.operatorName}>{operator.name}</span>
                      <span className={styles.role}>{operator.role}</span>
                    </span>
                  </p>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          )}
          {phone && <p className={styles.barProduct}>{productName}</p>}
          <div className={styles.barEnd}>
            {actions}
            {!phone && (
              <p className={styles.operator}>
                <UserIcon className={styles.operatorIcon} />
                <span className={styles.operatorText}>
                  <span className={styles.operatorName}>{operator.name}</span>
                  <span className={styles.role}>{operator.role}</span>
                </span>
              </p>
            )}
            <Button
              variant="ghost"
              className={styles.signOut}
              onClick={onSignOut}
              aria-label={phone ? t('consoleLayout.signOut') : undefined}
            >
              <SignOutIcon className={styles.signOutIcon} />
              {!phone && t('consoleLayout.signOut')}
            </Button>
          </div>
        </header>
        {/* Focusable by script only: the skip link and a page change bring the focus here. */}
        <main ref={main} id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <ReasonConfirmHost />
    </div>
  );
}

function NavSections({
  sections,
  onNavigate,
}: {
  sections: readonly ConsoleNavSection[];
  onNavigate: () => void;
}) {
  const baseId = useId();
  return sections
    .filter((section) => section.items.length > 0)
    .map((section, index) => {
      const labelId = `${baseId}-${index}`;
      return (
        <div key={section.key ?? section.label ?? index} className={styles.section}>
          {section.label && (
            <p id={labelId} className={styles.sectionLabel}>
              {section.label}
            </p>
          )}
          <ul className={styles.items} aria-labelledby={section.label ? labelId : undefined}>
            {section.items.map(({ key, label, href, icon: Icon, active }) => (
              <li key={key}>
                <a
                  href={href}
                  className={styles.link}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {Icon && <Icon className={styles.linkIcon} />}
                  <span className={styles.linkLabel}>{label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      );
    });
}

/**
 * The layout for the frame's width, measured before the first paint and kept up as it changes. Until
 * the frame is there, the window's width stands in for it.
 */
function useConsoleWidth(element: HTMLElement | null): ConsoleWidth {
  const [width, setWidth] = useState<ConsoleWidth>(() =>
    consoleWidthOf(typeof window === 'undefined' ? 1280 : window.innerWidth),
  );
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(consoleWidthOf(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
