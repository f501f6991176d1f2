// Effects (fx_2_0) whose programs carry preshaders: uniform-only expressions moved out of the program.
float4x4 world;
float4x4 view;
float4x4 projection;
float4 tint;
float scale;
float time;
float4 lights[3];
float3 lightDir;
float gamma;
sampler2D diffuse;

struct VO { float4 p : POSITION; float2 uv : TEXCOORD0; float4 c : COLOR0; };

VO VSBasic(float4 p : POSITION, float2 uv : TEXCOORD0)
{
    VO o;
    float4x4 wvp = mul(mul(world, view), projection);
    o.p = mul(p, wvp);
    o.uv = uv * scale * 2 + frac(time * 0.1);
    o.c = tint * (scale + 1) + lights[1] * sin(time);
    return o;
}

VO VSLit(float4 p : POSITION, float3 n : NORMAL, float2 uv : TEXCOORD0)
{
    VO o;
    o.p = mul(p, mul(world, mul(view, projection)));
    float3 l = normalize(mul(lightDir, (float3x3)view));
    o.c = saturate(dot(n, l)) * lights[0] + lights[2] * (cos(time) * 0.5 + 0.5);
    o.uv = uv;
    return o;
}

float4 PSTint(float2 uv : TEXCOORD0, float4 c : COLOR0) : COLOR
{
    float4 t = tex2D(diffuse, uv);
    return pow(t * c * (tint.w * scale), 1 / gamma) + lights[0] * max(scale, 0.5);
}

float4 PSPulse(float2 uv : TEXCOORD0) : COLOR
{
    float pulse = sin(time * 6.2831853) * 0.5 + 0.5;
    return tex2D(diffuse, uv) * lerp(tint, lights[1], pulse * pulse);
}

technique Basic { pass P0 { VertexShader = compile vs_2_0 VSBasic(); PixelShader = compile ps_2_0 PSTint(); } }
technique Lit { pass P0 { VertexShader = compile vs_3_0 VSLit(); PixelShader = compile ps_3_0 PSPulse(); } }
technique Old { pass P0 { VertexShader = compile vs_1_1 VSLit(); PixelShader = compile ps_2_0 PSPulse(); } }
