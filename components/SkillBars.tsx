/**
 * Skill bars ('our strategy' on /services): native `<progress>` elements, so each bar is a real
 * progressbar with its value for assistive technology, drawn by CSS from the value alone (no style
 * attribute, which the Content Security Policy would block).
 */
import { useId } from 'react'
import './SkillBars.css'

export interface Skill {
  label: string
  /** 0–100. */
  percent: number
}

export function SkillBars({ skills }: { skills: Skill[] }) {
  const id = useId()
  return (
    <ul className="skills">
      {skills.map((skill, i) => (
        <li key={skill.label} className="skills__item">
          <label className="skills__head" htmlFor={`${id}-${i}`}>
            <span className="skills__label">{skill.label}</span>
            <span className="skills__value">{skill.percent}%</span>
          </label>
          {/* The native value and max are the bar's values for assistive technology: no aria-value* beside them. */}
          <progress id={`${id}-${i}`} className="skills__bar" max={100} value={skill.percent} />
        </li>
      ))}
    </ul>
  )
}
