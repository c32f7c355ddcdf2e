import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../framework/BrandMark';
import { LandingFooter } from './LandingFooter';
import './landing.css';

/** The frame of the small public pages: brand, a centred card, the legal footer. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="sc-auth-page">
      <main>
        <Link to="/user/login">
          <BrandMark light />
        </Link>
        {children}
      </main>
      <LandingFooter />
    </div>
  );
}
