// Decompiled by dxkit from a ps_4_0 program.

cbuffer P : register(b0)
{
    int Mode;
    uint Count;
    float4 K;
    int4 Sel;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
    float4 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2, r3;
    int4 r1i, r2i;
    uint4 r0u, r1u, r2u;
    r0u.x = (2 < Mode) ? 0xffffffffu : 0u;
    [branch] if (r0u.x != 0u)
    {
        r0.xyzw = i.TEXCOORD0.xyzw;
        r1i.x = 0;
        [loop] while (true)
        {
            r1u.y = (r1i.x >= 4) ? 0xffffffffu : 0u;
            [flatten] if (r1u.y != 0u) break;
            r2.xyzw = sin(r0.xyzw);
            r0.xyzw = r0.xyzw * K.xyzw + r2.xyzw;
            r1i.x = 1 + r1i.x;
        }
    }
    else
    {
        r0.xyzw = i.TEXCOORD0.xyzw;
    }
    [call] switch (Sel.x)
    {
    case 0:
        {
            r1.xyzw = r0.xyzw;
            r2i.x = 0;
            [loop] while (true)
            {
                r2u.y = (r2i.x >= 4) ? 0xffffffffu : 0u;
                [flatten] if (r2u.y != 0u) break;
                r3.xyzw = sin(r1.xyzw);
                r1.xyzw = r1.xyzw * i.TEXCOORD0.xyzw + r3.xyzw;
                r2i.x = 1 + r2i.x;
            }
        }
        break;
    case 1:
        {
            r1.xyzw = i.TEXCOORD0.xyzw;
            r2i.x = 0;
            [loop] while (true)
            {
                r2u.y = (r2i.x >= 4) ? 0xffffffffu : 0u;
                [flatten] if (r2u.y != 0u) break;
                r3.xyzw = sin(r1.xyzw);
                r1.xyzw = r1.xyzw * r0.xyzw + r3.xyzw;
                r2i.x = 1 + r2i.x;
            }
        }
        break;
    default:
        {
            r1.xyzw = r0.xyzw;
            r2i.x = 0;
            [loop] while (true)
            {
                r2u.y = (r2i.x >= 4) ? 0xffffffffu : 0u;
                [flatten] if (r2u.y != 0u) break;
                r3.xyzw = sin(r1.xyzw);
                r1.xyzw = r1.xyzw * r0.xyzw + r3.xyzw;
                r2i.x = 1 + r2i.x;
            }
        }
        break;
    }
    o.SV_Target0.xyzw = r1.xyzw;
    return o;
}
