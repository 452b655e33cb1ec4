// Layout parts of the kit: the console frame and its navigation.
export * from './components/app-shell.tsx';
export * from './components/nav-menu.tsx';
export * from './components/tag-bar.tsx';
export * from './components/page-transition.tsx';
export * from './components/settings-drawer.tsx';
